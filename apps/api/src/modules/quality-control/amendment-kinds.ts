import { type AmendmentCount, LAB_BATCH, REPORT, resourceEventType, type ResourceEventVerb, SAMPLING_DAY, SAMPLING_RECORD, SITE_SURVEY } from '@ohit/contracts';

/**
 * The records whose changes after the first submission are amendments (ISO/IEC 17025 7.5, 7.8.8):
 * each change needs a reason from then on, and the kernel keeps it on the event. `afterSubmit`: only
 * changes after the record's first 提交 count (a reason given while drafting is not an amendment);
 * records without a submission of their own (a sampling record, bound by its day's signatures)
 * count every change that carries a reason. `commands`: a module's own commands that amend the
 * record (修改报告 makes an issued report's next version, with its reason).
 */
export const AMENDMENT_KINDS: readonly { resource: string; label: string; afterSubmit: boolean; commands?: readonly string[] }[] = [
  { resource: LAB_BATCH.name, label: '检测批次（原始记录）', afterSubmit: true },
  { resource: SAMPLING_DAY.name, label: '现场采样单', afterSubmit: false },
  { resource: SAMPLING_RECORD.name, label: '采样记录', afterSubmit: false },
  { resource: SITE_SURVEY.name, label: '现场调查', afterSubmit: true },
  { resource: REPORT.name, label: '检测报告', afterSubmit: false, commands: ['amendReport'] },
];

/** What a change of a record is: its fields, its children's rows, its files — not a workflow step or a command. */
const CHANGE_VERBS: readonly ResourceEventVerb[] = ['Edited', 'ChildAdded', 'ChildEdited', 'ChildRemoved', 'AttachmentAdded', 'AttachmentRemoved'];

/**
 * Children written as a consequence of a change rather than changed by it: a change of signed
 * records voids their signatures with the same reason, which is one amendment, not several.
 */
export const CONSEQUENTIAL_CHILDREN: readonly string[] = ['signatures'];

/** The event types that change a record of the kinds. */
export function changeEventTypes(): string[] {
  return AMENDMENT_KINDS.flatMap((k) => CHANGE_VERBS.map((verb) => resourceEventType(k.resource, verb)));
}

/** The amending commands of the kinds, as '<resource>:<command>' (CommandRun events name their command). */
export function amendingCommands(): string[] {
  return AMENDMENT_KINDS.flatMap((k) => (k.commands ?? []).map((c) => `${k.resource}:${c}`));
}

/** The CommandRun event types of the kinds with amending commands. */
export function commandEventTypes(): string[] {
  return AMENDMENT_KINDS.filter((k) => k.commands?.length).map((k) => resourceEventType(k.resource, 'CommandRun'));
}

/** The Transitioned event types of the kinds counted after their first submission. */
export function submissionEventTypes(): string[] {
  return AMENDMENT_KINDS.filter((k) => k.afterSubmit).map((k) => resourceEventType(k.resource, 'Transitioned'));
}

/** Every kind in AMENDMENT_KINDS's order with its counts (zeros for kinds without amendments). */
export function amendmentCounts(rows: readonly { resource: string; changes: number; records: number }[]): AmendmentCount[] {
  const found = new Map(rows.map((r) => [r.resource, r]));
  return AMENDMENT_KINDS.map(({ resource, label }) => ({ resource, label, changes: Number(found.get(resource)?.changes ?? 0), records: Number(found.get(resource)?.records ?? 0) }));
}
