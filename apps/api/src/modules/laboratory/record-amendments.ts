import type { EntityManager } from 'typeorm';
import { allFields, LAB_BATCH, type LabRecordAmendment, type LabRecordChange, labelFieldOf, optionLabel, resourceEventType, type ResourceField } from '@ohit/contracts';
import { analysisStateMachine } from '@ohit/domain';

/** A domain_events row of the batch as the record reads it. */
interface EventRow {
  seq: string;
  type: string;
  payload: Record<string, unknown> | null;
  reason: string | null;
  actor_name: string | null;
  at: string;
  day: string;
}

const type = (verb: Parameters<typeof resourceEventType>[1]) => resourceEventType(LAB_BATCH.name, verb);
const EDITED = type('Edited');
const TRANSITIONED = type('Transitioned');
const CHILD_VERBS: Record<string, string> = { [type('ChildAdded')]: '新增', [type('ChildEdited')]: '修改', [type('ChildRemoved')]: '删除' };
/** What the record's 修改记录 lists: edits of the batch and its children, transitions, the quality role's commands. */
const AMENDMENT_TYPES = [EDITED, TRANSITIONED, ...Object.keys(CHILD_VERBS), type('CommandRun')];

const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

const EMPTY = '（空）';

function shown(field: ResourceField | undefined, side: Record<string, unknown>, name: string): string {
  const labelled = field && (field.type === 'reference' || field.type === 'user') ? side[labelFieldOf(field)] : undefined;
  const raw = labelled ?? side[name];
  if (raw === null || raw === undefined || raw === '') return EMPTY;
  if (typeof raw === 'boolean') return raw ? '是' : '否';
  if (field?.type === 'dictionary') return optionLabel(field, raw);
  return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
}

/** old → new of every field the event names, labelled by the fields they belong to; label companions are not fields of their own. */
function changesOf(fields: ResourceField[], payload: Record<string, unknown>): LabRecordChange[] {
  const old = record(payload.old);
  const next = record(payload.new);
  const labelKeys = new Set(fields.filter((f) => f.type === 'reference' || f.type === 'user').map(labelFieldOf));
  const names = [...new Set([...Object.keys(old), ...Object.keys(next)])].filter((n) => n !== 'id' && n !== 'version' && !labelKeys.has(n));
  return names.map((name) => {
    const field = fields.find((f) => f.name === name);
    return { label: field?.label ?? name, old: shown(field, old, name), new: shown(field, next, name) };
  });
}

/** The item (or curve level, substance) an event of a child row is about, as a person names it. */
function childSubject(payload: Record<string, unknown>): string {
  const labels = record(payload.labels);
  const named = Object.values(labels).find((v) => typeof v === 'string' && v.trim());
  if (named) return String(named);
  const side = record(payload.new ?? payload.old);
  if (side.level !== undefined && side.level !== null) return `第${String(side.level)}点`;
  if (typeof side.code === 'string' && side.code) return side.code;
  return `#${String(payload.childId ?? '')}`;
}

function amendmentOf(e: EventRow): LabRecordAmendment {
  const payload = record(e.payload);
  const base = { at: e.at, who: e.actor_name, reason: e.reason };
  if (e.type === TRANSITIONED) {
    const [event, from, to] = [String(payload.event ?? ''), String(payload.from ?? ''), String(payload.to ?? '')];
    const label = (s: string) => analysisStateMachine.stateLabel(s as never);
    return { ...base, action: analysisStateMachine.eventLabel(event as never), changes: [{ label: '批次状态', old: label(from), new: label(to) }] };
  }
  const child = typeof payload.child === 'string' ? LAB_BATCH.children?.find((c) => c.name === payload.child) : undefined;
  if (child) {
    return { ...base, action: `${CHILD_VERBS[e.type] ?? '修改'}${child.title}（${childSubject(payload)}）`, changes: changesOf(child.fields, payload) };
  }
  if (e.type === EDITED) return { ...base, action: '修改批次信息', changes: changesOf(allFields(LAB_BATCH), payload) };
  const command = LAB_BATCH.commands?.find((c) => c.name === payload.command);
  return { ...base, action: command?.label ?? '操作', changes: changesOf(allFields(LAB_BATCH), payload) };
}

export interface RecordTrail {
  /** Every change after the first submission, oldest first. */
  amendments: LabRecordAmendment[];
  /** Day of the latest submission, and of the check and verification after it. */
  submitted: string | null;
  checked: string | null;
  verified: string | null;
}

/**
 * The batch's trail from domain_events (the ISO/IEC 17025 audit trail): the amendments after its
 * first submission — what changed old → new, who, when, why — and the days it was signed.
 */
export async function recordTrail(m: EntityManager, batchId: number): Promise<RecordTrail> {
  const rows: EventRow[] = await m.query(
    `SELECT e.seq, e.type, e.payload, e.reason, COALESCE(NULLIF(u.nick_name, ''), u.username) AS actor_name,
            to_char(e.occurred_at, 'YYYY-MM-DD HH24:MI') AS at, to_char(e.occurred_at, 'YYYY-MM-DD') AS day
       FROM domain_events e LEFT JOIN users u ON u.id = e.actor_id
      WHERE e.aggregate_type = $1 AND e.aggregate_id = $2 AND e.type = ANY($3::text[])
      ORDER BY e.seq`,
    [LAB_BATCH.name, String(batchId), AMENDMENT_TYPES],
  );
  const eventOf = (r: EventRow) => (r.type === TRANSITIONED ? String(record(r.payload).event ?? '') : '');
  const firstSubmission = rows.findIndex((r) => eventOf(r) === 'submit');
  const lastIndex = (event: string, after = -1) => rows.reduce((at, r, i) => (i > after && eventOf(r) === event ? i : at), -1);
  const submit = lastIndex('submit');
  const check = submit >= 0 ? lastIndex('check', submit) : -1;
  const verify = check >= 0 ? lastIndex('verify', check) : -1;
  return {
    amendments: firstSubmission < 0 ? [] : rows.slice(firstSubmission + 1).map(amendmentOf),
    submitted: submit >= 0 ? rows[submit].day : null,
    checked: check >= 0 ? rows[check].day : null,
    verified: verify >= 0 ? rows[verify].day : null,
  };
}
