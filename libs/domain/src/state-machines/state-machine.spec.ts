import { DomainError, isDomainError } from '../errors';
import { allGuards, requireDifferentPerson, requireReason } from './guards';
import { StateMachine, type StateMachineDefinition } from './state-machine';
import { StateMachineErrorCodes } from './state-machine-error-codes';

type S = 'a' | 'b' | 'c' | 'end';
type E = 'go' | 'back' | 'finish' | 'fork';
interface Ctx {
  reason?: string | null;
  left?: boolean;
}

const definition: StateMachineDefinition<S, E, Ctx> = {
  id: 'toy',
  name: '玩具',
  initial: 'a',
  states: { a: { label: '甲' }, b: { label: '乙' }, c: { label: '丙' }, end: { label: '终', terminal: true } },
  events: { go: { label: '前进' }, back: { label: '退回' }, finish: { label: '完成' }, fork: { label: '分叉' } },
  transitions: [
    { from: 'a', event: 'go', to: 'b' },
    { from: 'b', event: 'back', to: 'a', guard: requireReason('退回') },
    { from: 'b', event: 'fork', to: 'c', guard: (ctx) => (ctx.left ? null : '须向左') },
    { from: 'b', event: 'fork', to: 'a', guard: (ctx) => (ctx.left === false ? null : '须向右') },
    { from: ['b', 'c'], event: 'finish', to: 'end' },
  ],
};

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('StateMachine', () => {
  const machine = new StateMachine(definition);

  it('follows the table and reports the target state', () => {
    expect(machine.transition('a', 'go', {})).toBe('b');
    expect(machine.transition('b', 'finish', {})).toBe('end');
    expect(machine.check('c', 'finish', {})).toEqual({ ok: true, to: 'end' });
  });

  it('refuses an event the state does not have, with a Chinese message naming both', () => {
    const error = thrown(() => machine.transition('a', 'finish', {}));
    expect(error.code).toBe(StateMachineErrorCodes.transitionNotAllowed);
    expect(error.message).toBe('玩具处于“甲”状态，不能执行“完成”');
    expect(error.details).toEqual({ machine: 'toy', state: 'a', event: 'finish' });
    expect(machine.can('a', 'finish', {})).toBe(false);
  });

  it('refuses a guarded transition with the guard reason', () => {
    for (const reason of [undefined, null, '', '   ']) {
      const error = thrown(() => machine.transition('b', 'back', { reason }));
      expect(error.code).toBe(StateMachineErrorCodes.guardRejected);
      expect(error.message).toBe('退回必须填写原因');
    }
    expect(machine.transition('b', 'back', { reason: '数据有误' })).toBe('a');
  });

  it('picks the first row whose guard passes when one event has several rows', () => {
    expect(machine.transition('b', 'fork', { left: true })).toBe('c');
    expect(machine.transition('b', 'fork', { left: false })).toBe('a');
    expect(thrown(() => machine.transition('b', 'fork', {})).message).toBe('须向左');
  });

  it('lists available events with guards applied, and defined events without', () => {
    expect(machine.available('b', {})).toEqual(['finish']);
    expect(machine.available('b', { reason: 'x', left: true })).toEqual(['back', 'finish', 'fork']);
    expect(machine.defined('b')).toEqual(['back', 'fork', 'finish']);
    expect(machine.available('end', { reason: 'x', left: true })).toEqual([]);
    expect(machine.defined('end')).toEqual([]);
  });

  it('refuses an unknown state', () => {
    const error = thrown(() => machine.transition('zzz' as S, 'go', {}));
    expect(error.code).toBe(StateMachineErrorCodes.unknownState);
    expect(error.message).toBe('未知的玩具状态：zzz');
  });

  it('labels states and events in Chinese, falling back to the key', () => {
    expect(machine.stateLabel('a')).toBe('甲');
    expect(machine.eventLabel('back')).toBe('退回');
    expect(machine.stateLabel('x' as S)).toBe('x');
    expect(machine.eventLabel('y' as E)).toBe('y');
    expect(machine.stateLabels()).toEqual({ a: '甲', b: '乙', c: '丙', end: '终' });
  });

  it('knows its states, events, terminal states and reachability', () => {
    expect(machine.states).toEqual(['a', 'b', 'c', 'end']);
    expect(machine.events).toEqual(['go', 'back', 'finish', 'fork']);
    expect(machine.initial).toBe('a');
    expect(machine.isTerminal('end')).toBe(true);
    expect(machine.isTerminal('a')).toBe(false);
    expect(machine.isState('c')).toBe(true);
    expect(machine.isState('toString')).toBe(false);
    expect(machine.isState(3)).toBe(false);
    expect([...machine.reachableFrom()]).toEqual(['a', 'b', 'c', 'end']);
    expect([...machine.reachableFrom('c')]).toEqual(['c', 'end']);
    expect(machine.targets('end')).toEqual([]);
  });

  describe('rejects a broken definition', () => {
    const build = (patch: Partial<StateMachineDefinition<S, E, Ctx>>) => () =>
      new StateMachine<S, E, Ctx>({ ...definition, ...patch });

    it.each([
      ['an undefined initial state', { initial: 'q' as S }, '初始状态未定义：q'],
      ['an undefined event', { transitions: [{ from: 'a' as S, event: 'jump' as E, to: 'b' as S }] }, '事件未定义：jump'],
      ['an undefined target', { transitions: [{ from: 'a' as S, event: 'go' as E, to: 'q' as S }] }, '目标状态未定义：q'],
      ['an undefined source', { transitions: [{ from: 'q' as S, event: 'go' as E, to: 'a' as S }] }, '起始状态未定义：q'],
      [
        'a transition out of a terminal state',
        { transitions: [{ from: 'end' as S, event: 'go' as E, to: 'a' as S }] },
        '终止状态不能再流转：end',
      ],
    ])('%s', (_name, patch, message) => {
      const error = thrown(build(patch));
      expect(error.code).toBe(StateMachineErrorCodes.invalidDefinition);
      expect(error.message).toBe(message);
    });
  });
});

describe('guards', () => {
  it('allGuards returns the first refusal, or null when all pass', () => {
    const guard = allGuards<{ n: number }>(
      (ctx) => (ctx.n > 0 ? null : '必须为正'),
      (ctx) => (ctx.n < 10 ? null : '必须小于10'),
    );
    expect(guard({ n: 5 })).toBeNull();
    expect(guard({ n: 0 })).toBe('必须为正');
    expect(guard({ n: 10 })).toBe('必须小于10');
  });

  it('requireDifferentPerson enforces four eyes unless allowed', () => {
    const guard = requireDifferentPerson<{ actorId?: string | null; authorId?: string; self?: boolean }>(
      '校核人',
      (ctx) => [ctx.authorId],
      (ctx) => ctx.self === true,
    );
    expect(guard({ actorId: 'u2', authorId: 'u1' })).toBeNull();
    expect(guard({ actorId: 'u1', authorId: 'u1' })).toBe('校核人不能与前序经办人为同一人');
    expect(guard({ actorId: 'u1', authorId: 'u1', self: true })).toBeNull();
    expect(guard({ authorId: 'u1' })).toBe('缺少校核人信息');
    expect(guard({ actorId: null, authorId: 'u1', self: true })).toBe('缺少校核人信息');
  });

  it('is a DomainError when refused through a machine', () => {
    const machine = new StateMachine(definition);
    let caught: unknown;
    try {
      machine.transition('b', 'back', {});
    } catch (error) {
      caught = error;
    }
    expect(isDomainError(caught, StateMachineErrorCodes.guardRejected)).toBe(true);
  });
});
