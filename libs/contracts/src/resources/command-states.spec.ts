import { PROJECT } from '../projects/project.declaration';
import { commandRefusal } from './command-states';
import type { CustomCommandDeclaration } from './resource-declaration';

describe('commandRefusal (a row command declared for some workflow states)', () => {
  const closeOut: CustomCommandDeclaration = { name: 'closeOut', label: '收尾', states: ['sampling', 'testing'] };

  it('lets the command run in its states and refuses it elsewhere in the machine’s words', () => {
    expect(commandRefusal(PROJECT, closeOut, { state: 'sampling' })).toBeNull();
    expect(commandRefusal(PROJECT, closeOut, { state: 'testing' })).toBeNull();
    expect(commandRefusal(PROJECT, closeOut, { state: 'created' })).toBe('项目处于“已立项”状态，不能执行“收尾”');
    expect(commandRefusal(PROJECT, closeOut, { state: 'reporting' })).toBe('项目处于“报告编制中”状态，不能执行“收尾”');
  });

  it('leaves a command without states to the module in every state', () => {
    expect(commandRefusal(PROJECT, { name: 'any', label: '任意' }, { state: 'archived' })).toBeNull();
  });
});
