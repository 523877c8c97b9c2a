import { Tag } from 'antd';
import { machineOf, type ResourceDeclaration } from '@ohit/contracts';

// non-terminal states take these in the machine's order; terminal ones are grey
const PALETTE = ['blue', 'cyan', 'geekblue', 'purple', 'orange', 'gold', 'lime', 'green', 'magenta', 'volcano'];

/** The colour of a state: the page's own choice, else by its place in the machine. */
export function stateColor(decl: ResourceDeclaration, state: string, colors?: Record<string, string>): string {
  if (colors?.[state]) return colors[state];
  if (!decl.workflow) return 'default';
  const machine = machineOf(decl.workflow);
  if (!machine.isState(state)) return 'default';
  if (machine.isTerminal(state)) return 'default';
  return PALETTE[machine.states.indexOf(state) % PALETTE.length];
}

/** The row's workflow state as a coloured tag with the machine's Chinese label. */
export function StateTag({ decl, row, colors }: { decl: ResourceDeclaration; row: Record<string, unknown> | null; colors?: Record<string, string> }) {
  if (!decl.workflow || !row) return null;
  const state = String(row[decl.workflow.field] ?? '');
  if (!state) return null;
  const label = machineOf(decl.workflow).stateLabel(state);
  return (
    <Tag color={stateColor(decl, state, colors)} data-testid="detail-state" data-state={state} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
