import { allFields, type HistoryChange, type HistoryEntry, labelFieldOf, machineOf, type ResourceDeclaration, type ResourceField } from '@ohit/contracts';

/** A domain_events row as the history query selects it. */
export interface HistoryEventRow {
  id: string;
  type: string;
  payload: Record<string, unknown> | null;
  actor_id: number | null;
  actor_name: string | null;
  occurred_at: Date | string;
  reason: string | null;
}

const VERB_ACTIONS: Record<string, string> = {
  Created: '新增',
  Edited: '编辑',
  Copied: '复制',
  Reset: '重置',
  StatusChanged: '状态变更',
  Related: '关联',
  RelationCancelled: '取消关联',
  Imported: '导入',
  ChildAdded: '新增',
  ChildEdited: '编辑',
  ChildRemoved: '删除',
  AttachmentAdded: '上传附件',
  AttachmentRemoved: '删除附件',
  CommandRun: '操作',
};

/** What an attachment event records, in words (it has no declared fields). */
const ATTACHMENT_FIELDS: ResourceField[] = [
  { name: 'slot', type: 'string', label: '附件类别' },
  { name: 'fileName', type: 'string', label: '文件名' },
  { name: 'size', type: 'integer', label: '大小（字节）' },
  { name: 'contentType', type: 'string', label: '文件类型' },
];

function verbOf(decl: ResourceDeclaration, type: string): string {
  const prefix = `${decl.name[0].toUpperCase()}${decl.name.slice(1)}`;
  return type.startsWith(prefix) ? type.slice(prefix.length) : type;
}

function record(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/**
 * old → new per field present in either side, labelled by the fields they belong to (the row's,
 * or a child collection's). A reference or user value shows the label recorded beside it (the
 * name as it was then), never as a row of its own.
 */
function changesOf(fields: ResourceField[], payload: Record<string, unknown>): HistoryChange[] {
  const old = record(payload.old);
  const next = record(payload.new);
  const labelKeys = new Map(fields.filter((f) => f.type === 'reference' || f.type === 'user').map((f) => [labelFieldOf(f), f.name]));
  const names = [...new Set([...Object.keys(old), ...Object.keys(next)])].filter((name) => name !== 'version' && name !== 'id' && !labelKeys.has(name));
  const shown = (side: Record<string, unknown>, name: string) => {
    const field = fields.find((f) => f.name === name);
    const label = field && (field.type === 'reference' || field.type === 'user') ? side[labelFieldOf(field)] : undefined;
    return label ?? side[name] ?? null;
  };
  return names.map((name) => ({ field: name, label: fields.find((f) => f.name === name)?.label ?? name, old: shown(old, name), new: shown(next, name) }));
}

/** What a user reads in the 历史记录 tab for one event. */
export function toHistoryEntry(decl: ResourceDeclaration, row: HistoryEventRow): HistoryEntry {
  const payload = record(row.payload);
  const verb = verbOf(decl, row.type);
  const child = typeof payload.child === 'string' ? decl.children?.find((c) => c.name === payload.child) : undefined;
  const fields = child ? child.fields : verb.startsWith('Attachment') ? ATTACHMENT_FIELDS : allFields(decl);
  let action = VERB_ACTIONS[verb] ?? verb;
  let transition: HistoryEntry['transition'] = null;
  if (verb === 'Transitioned' && decl.workflow) {
    const machine = machineOf(decl.workflow);
    const [event, from, to] = [String(payload.event ?? ''), String(payload.from ?? ''), String(payload.to ?? '')];
    action = machine.eventLabel(event);
    transition = { event, from, to, fromLabel: machine.stateLabel(from), toLabel: machine.stateLabel(to) };
  } else if (verb === 'CommandRun') {
    action = decl.commands?.find((c) => c.name === payload.command)?.label ?? action;
  } else if (child) {
    action = `${action}${child.title}`;
  } else if (verb.startsWith('Attachment')) {
    const slot = decl.attachments?.find((a) => a.name === payload.slot);
    if (slot) action = `${action}（${slot.label}）`;
  }
  return {
    id: row.id,
    type: row.type,
    action,
    actorId: row.actor_id,
    actorName: row.actor_name,
    occurredAt: new Date(row.occurred_at).toISOString(),
    reason: row.reason,
    changes: changesOf(fields, payload),
    transition,
  };
}
