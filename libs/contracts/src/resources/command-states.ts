import type { CustomCommandDeclaration, ResourceDeclaration } from './resource-declaration';
import { machineOf } from './workflows';

/**
 * Why a row command cannot run on the row now, in the machine's words (`项目处于“已立项”状态，
 * 不能执行“取消未采样品”`), or null: a command declaring `states` runs only while the row's
 * workflow state is one of them. The api refuses with it (409) and the web disables the button with it.
 */
export function commandRefusal(decl: ResourceDeclaration, command: CustomCommandDeclaration, row: Record<string, unknown>): string | null {
  const binding = decl.workflow;
  if (!command.states || !binding) return null;
  const state = String(row[binding.field] ?? '');
  if (command.states.includes(state)) return null;
  const machine = machineOf(binding);
  return `${machine.definition.name}处于“${machine.stateLabel(state)}”状态，不能执行“${command.label}”`;
}
