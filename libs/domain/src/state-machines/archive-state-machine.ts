import { StateMachine } from './state-machine';

export type ArchiveState = 'compiling' | 'archived';

export type ArchiveEvent = 'archive';

export type ArchiveContext = Record<string, never>;

/**
 * A project's technical file (档案, domain.md §1 "archive"): 在编 while its documents are gathered,
 * 已归档 once the project is archived — then read-only and retained. What must hold to archive
 * (every required document present) is the module's checklist over the stored records; the
 * project moves to 已归档 in the same transaction.
 */
export const archiveStateMachine = new StateMachine<ArchiveState, ArchiveEvent, ArchiveContext>({
  id: 'archive',
  name: '档案',
  initial: 'compiling',
  states: {
    compiling: { label: '在编' },
    archived: { label: '已归档', terminal: true },
  },
  events: {
    archive: { label: '项目归档' },
  },
  transitions: [{ from: 'compiling', event: 'archive', to: 'archived' }],
});
