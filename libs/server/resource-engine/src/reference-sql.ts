import { columnOf, declarationOf, fieldOf, labelFieldOf, type ResourceDeclaration, type ResourceField } from '@ohit/contracts';

/**
 * SQL of the engine's labelled fields: a reference or user field's label (`<name>Name`) and
 * carried target fields, a dictionary field's `labelAs`, and the label filter of a list. Every
 * label is a correlated subselect by primary key (or the dictionary's unique key), so it works
 * in a SELECT list, a RETURNING clause and an export cursor alike, and costs one index probe
 * per returned row, never a scan of the target.
 */

/** One field's value over `alias` in the API's form (dates as text, numeric as exact text). */
export function fieldValueSql(field: ResourceField, alias: string): string {
  const col = `${alias}.${columnOf(field)}`;
  if (field.type === 'date') return `to_char(${col}, 'YYYY-MM-DD')`;
  // numeric travels as its exact text ("12.50"), never float8.
  if (field.type === 'number') return `${col}::text`;
  return col;
}

export const isLabelled = (field: ResourceField): boolean => field.type === 'reference' || field.type === 'user';

/** Where the rows a reference or user field points at live. */
export interface ReferenceTarget {
  table: string;
  organisationScoped: boolean;
  /** The label over `alias`. */
  label: (alias: string) => string;
  /** Columns a typed label (import cell) is matched against, most specific first. */
  matchColumns: string[];
  /** Carried fields: the row key and the target field it reads. */
  carry: { key: string; field: ResourceField }[];
  /** A user of the organisation may be chosen only while enabled. */
  enabledOnly: boolean;
}

/** A user's label: the nick name, else the username. */
const USER_LABEL = (a: string) => `COALESCE(NULLIF(${a}.nick_name, ''), ${a}.username)`;

/** The target of a reference or user field; a declaration naming a target the engine does not serve is a programming error. */
export function referenceTarget(field: ResourceField): ReferenceTarget {
  if (field.type === 'user') {
    return { table: 'users', organisationScoped: true, label: USER_LABEL, matchColumns: ['username', 'nick_name'], carry: [], enabledOnly: true };
  }
  const ref = field.reference;
  const decl = ref ? declarationOf(ref.resource) : undefined;
  // a generic resource, or a hand-written one naming its table (roles: an approval step's role)
  if (!ref || !decl || !decl.table) throw new Error(`${field.name}: reference target ${ref?.resource ?? '(none)'} has no table`);
  const labelField = fieldOf(decl, ref.labelField);
  if (!labelField) throw new Error(`${field.name}: ${decl.name} has no field ${ref.labelField}`);
  const carry = Object.entries(ref.carry ?? {}).map(([key, name]) => {
    const target = fieldOf(decl, name);
    if (!target) throw new Error(`${field.name}: ${decl.name} has no field ${name} to carry`);
    return { key, field: target };
  });
  return {
    table: decl.table,
    organisationScoped: decl.organisationScoped,
    label: (a) => `${a}.${columnOf(labelField)}`,
    matchColumns: [columnOf(labelField)],
    carry,
    enabledOnly: false,
  };
}

/** The target declaration of a reference field (undefined for users). */
export function referenceDeclaration(field: ResourceField): ResourceDeclaration | undefined {
  return field.type === 'reference' && field.reference ? declarationOf(field.reference.resource) : undefined;
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * SELECT items over alias `t` for a labelled field: its label as `<name>Name`, then each carried
 * key. A referenced row is read only inside the row's own organisation (the write rules keep it
 * there; this keeps a stray id from showing another organisation's data).
 */
export function referenceColumns(decl: ResourceDeclaration, field: ResourceField): string[] {
  const target = referenceTarget(field);
  const sameOrg = field.type === 'reference' && target.organisationScoped && decl.organisationScoped ? ' AND r.organization_id = t.organization_id' : '';
  const probe = (value: string) => `(SELECT ${value} FROM ${target.table} r WHERE r.id = t.${columnOf(field)}${sameOrg})`;
  return [
    `${probe(target.label('r'))} AS "${labelFieldOf(field)}"`,
    ...target.carry.map((c) => `${probe(fieldValueSql(c.field, 'r'))} AS "${c.key}"`),
  ];
}

/**
 * A dictionary field's label as `labelAs`: the row organisation's own entry, else the
 * platform-wide one (字典管理), else the declared option's label, else the value itself — the
 * same precedence as withDictionaryOptions.
 */
export function dictionaryLabelColumn(decl: ResourceDeclaration, field: ResourceField): string {
  const col = `t.${columnOf(field)}`;
  const parts: string[] = [];
  if (field.dictionary) {
    const orgs = decl.organisationScoped ? `COALESCE(x.organization_id, 0) IN (0, t.organization_id)` : 'x.organization_id IS NULL';
    parts.push(
      `(SELECT x.label FROM dictionary_details x JOIN dictionaries d ON d.id = x.dict_id
         WHERE d.name = ${quote(field.dictionary)} AND x.value = ${col}::text AND ${orgs}
         ORDER BY x.organization_id IS NULL LIMIT 1)`,
    );
  }
  if (field.options?.length) parts.push(`CASE ${col}::text ${field.options.map((o) => `WHEN ${quote(o.value)} THEN ${quote(o.label)}`).join(' ')} END`);
  parts.push(`${col}::text`);
  return `COALESCE(${parts.join(', ')}) AS "${field.labelAs}"`;
}

/**
 * The reference or user field whose label filter `key` is: `<name>Name` of a searchable
 * reference/user field (its own search mode applies to the id; the label filter is implied).
 */
export function labelFilterField(fields: ResourceField[], key: string): ResourceField | undefined {
  return fields.find((f) => isLabelled(f) && f.searchable && labelFieldOf(f) === key);
}

/**
 * WHERE item over alias `t`: the field's target label contains the text (`pattern` is the $n
 * of an ILIKE pattern). A user matches by nick name or username.
 */
export function labelFilterSql(field: ResourceField, pattern: string): string {
  const target = referenceTarget(field);
  const match = target.matchColumns.map((c) => `r.${c} ILIKE ${pattern}`).join(' OR ');
  return `t.${columnOf(field)} IN (SELECT r.id FROM ${target.table} r WHERE ${match})`;
}

/**
 * The columns an export writes for its fields: a reference or user field as its label (under the
 * field's own header, so the sheet imports back), followed by its carried keys headed
 * `<field label><target label>` (受检单位统一社会信用代码); every other field as it is.
 */
export function exportColumnsOf(fields: ResourceField[]): ResourceField[] {
  return fields.flatMap((f) => {
    if (!isLabelled(f)) return [f];
    const label: ResourceField = { name: labelFieldOf(f), type: 'string', label: f.label, width: f.width };
    return [label, ...referenceTarget(f).carry.map((c) => ({ ...c.field, name: c.key, label: `${f.label}${c.field.label}`, width: f.width }))];
  });
}

/**
 * The labels and carried keys of `fields` as LEFT JOINs over alias `t` (one join per field,
 * `r0`, `r1`…) and their SELECT items: for an export, where the planner may hash-join a whole
 * target table instead of probing it once per row and column.
 */
export function referenceJoins(decl: ResourceDeclaration, fields: ResourceField[]): { joins: string; columns: string[] } {
  const joins: string[] = [];
  const columns: string[] = [];
  fields.filter(isLabelled).forEach((field, i) => {
    const target = referenceTarget(field);
    const r = `r${i}`;
    const sameOrg = field.type === 'reference' && target.organisationScoped && decl.organisationScoped ? ` AND ${r}.organization_id = t.organization_id` : '';
    joins.push(`LEFT JOIN ${target.table} ${r} ON ${r}.id = t.${columnOf(field)}${sameOrg}`);
    columns.push(`${target.label(r)} AS "${labelFieldOf(field)}"`, ...target.carry.map((c) => `${fieldValueSql(c.field, r)} AS "${c.key}"`));
  });
  return { joins: joins.join(' '), columns };
}
