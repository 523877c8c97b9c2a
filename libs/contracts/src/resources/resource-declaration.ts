/**
 * One declaration per resource (architecture.md "One schema per resource"): the fields with
 * their type, Chinese label, dictionary, validators, search and sort rules, export/import
 * flags; organisation scoping; permission prefix; relations. The server's list query,
 * commands, export and import and the web's search form, columns and edit form all read it.
 *
 * Declarations are plain data (JSON-serialisable), so the web may import them as they are.
 */
import type { ValidatorId } from '@ohit/domain';

/** How a value is stored, sent and shown. */
export type FieldType =
  | 'string'
  | 'text'
  | 'integer'
  /** an exact decimal: PostgreSQL numeric, a string on the wire ("12.50"), Decimal in code — never float8 */
  | 'number'
  | 'boolean'
  /** 'YYYY-MM-DD' */
  | 'date'
  /** ISO 8601 timestamp */
  | 'datetime'
  /** one value of `options` (or of the named dictionary) */
  | 'dictionary'
  /** province/city/district as an array; stored and exported joined with '/' */
  | 'area'
  /** the id of a row of another declared resource (`reference`); its label travels beside it as `<name>Name` */
  | 'reference'
  /** the id of a user of the row's organisation (`userRole` narrows to holders of a role); label as `<name>Name` */
  | 'user';

/**
 * How a searchable field filters: equality, ILIKE '%…%', [from, to] range, any of a list, or —
 * for a date — "within N days" (on or before today + N, overdue included: 30天内到期).
 */
export type SearchMode = 'exact' | 'contains' | 'range' | 'in' | 'withinDays';

export interface FieldOption {
  value: string;
  label: string;
}

export interface ResourceField {
  /** Property name in requests and responses (camelCase). */
  name: string;
  /** SQL column; defaults to the snake_case of `name`. */
  column?: string;
  type: FieldType;
  /** Chinese label: form label, column title, export header, import header. */
  label: string;
  /** Dictionary name (api/dictDetail?dictName=…); `options` are its built-in values. */
  dictionary?: string;
  options?: FieldOption[];
  /** Shared validators of spec §5, by id (libs/domain VALIDATORS). */
  validators?: ValidatorId[];
  required?: boolean;
  maxLength?: number;
  /** For 'number': the most decimals a value may carry (numeric(p, scale) in the table). */
  scale?: number;
  searchable?: SearchMode;
  sortable?: boolean;
  /** Shown and exported unless false. */
  exportable?: boolean;
  /** Read from an import workbook unless false (system fields never are). */
  importable?: boolean;
  /** Set by the server only (id, version, timestamps, organisation). */
  readOnly?: boolean;
  /** Not shown as a list column by default (the column chooser can show it). */
  hidden?: boolean;
  /** Column width hint in px for the web table. */
  width?: number;
  /** Default on create (and the value `reset` restores when listed in `resetFields`). */
  defaultValue?: string | number | boolean;
  /** Unique within an organisation (checked on create, edit, copy and import). */
  unique?: boolean;
  /**
   * For 'reference': the target resource (a declaration name), the target field shown as the
   * label, and further target fields carried into this row read-only (row key → target field).
   */
  reference?: { resource: string; labelField: string; carry?: Record<string, string> };
  /** For 'dictionary': the row also carries the value's label under this key (e.g. type → typeName). */
  labelAs?: string;
  /** For 'user': only users holding a role of this name may be chosen. */
  userRole?: string;
  /**
   * A read-only value the server computes (on every write) with a named function of
   * COMPUTED_FUNCTIONS (contracts, wrapping @ohit/domain) over other fields of the row; the web
   * previews it live in the form with the same function. Stored, so it can be filtered and sorted.
   */
  computed?: { fn: string; inputs: string[] };
  /**
   * For 'string': the value names entries of a vocabulary of @ohit/domain (FieldVocabulary) —
   * one, or with `multiple` several joined by VOCABULARY_SEPARATOR. The server refuses any other
   * name; the web offers a searchable select.
   */
  vocabulary?: FieldVocabulary;
  /** For 'string': the value is picked from rows an endpoint lists for another field's value (FieldLookup). */
  lookup?: FieldLookup;
}

/**
 * A string field whose value is picked from an endpoint's rows once the form's `dependsOn` field
 * has a value: `GET url?<dependsOn>=…&keyword=…&page=0&size=20` answers a page
 * `{ content, totalElements }` of rows carrying `valueField`; each option shows the value and the
 * row's `describe` fields, and picking one copies row fields into the form (`fill`: form field →
 * row field). A hint to the web only: the server validates the value as it always does.
 */
export interface FieldLookup {
  url: string;
  dependsOn: string;
  /** The label of `dependsOn`, for the hint shown until it has a value (请先填写机构编码). */
  dependsOnLabel: string;
  valueField: string;
  describe?: string[];
  fill?: Record<string, string>;
}

/**
 * 'hazard': the GBZ 2.1 chemicals and dusts and the GBZ 2.2 physical agents by Chinese name
 * (hazardSubstanceNames, physicalAgentNames). 'measuredFactor': those and the factors a
 * laboratory measures that are no hazard (MEASURED_NON_HAZARD_FACTORS: 照度) — what a method measures.
 */
export interface FieldVocabulary {
  name: 'hazard' | 'measuredFactor';
  multiple?: boolean;
}

/**
 * Between the names of a `multiple` vocabulary value. Not a comma: GBZ 2.1 names hold commas
 * (1,3-丁二烯), '、' and '；' (三氧化铬、铬酸盐、重铬酸盐); none holds ';'.
 */
export const VOCABULARY_SEPARATOR = ';';

/** The names of a vocabulary field's value, trimmed, empty parts dropped. */
export function vocabularyNames(field: Pick<ResourceField, 'vocabulary'>, value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  const text = String(value);
  const parts = field.vocabulary?.multiple ? text.split(VOCABULARY_SEPARATOR) : [text];
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * A workflow-bound state field (kernel mechanism "workflow state"): the field holds a state of a
 * machine of WORKFLOW_MACHINES; only the machine's events move it, each a command
 * `POST <url>/:id/transitions/:event` needing `<prefix>:<event>`, one event per transition.
 * The field is read-only to create, edit, copy, import, reset and status.
 */
export interface WorkflowBinding {
  /** The state field (declared as a read-only dictionary field). */
  field: string;
  /** Machine id in WORKFLOW_MACHINES. */
  machine: string;
  /** Machine context keys → the row's field names (e.g. incomingSamples → incomingSample). */
  context?: Record<string, string>;
  /** Event → date field set to the transition's day when still empty (a stage's actual date). */
  stamp?: Record<string, string>;
  /** States in which rows may be deleted (all when absent). */
  deletableIn?: string[];
  /**
   * Events only the module's own commands take, because they need more than a reason (a sample's
   * receipt with its count and condition, its distribution to an analyst and instrument): the
   * generic transition refuses them with a 400, and a detail page shows them only where it runs
   * them itself (onAction). They keep their `<prefix>:<event>` buttons, which the module checks.
   */
  moduleEvents?: string[];
}

/**
 * Rows owned by a parent row (kernel mechanism "child collection"): listed, added, changed and
 * removed through the parent (`<url>/:id/children/:name`), each in the parent's transaction with
 * an event on the parent's history; exported as their own sheet.
 */
export interface ChildCollection {
  /** Name in URLs and events, e.g. 'team'. */
  name: string;
  /** Chinese title of the section and the export sheet. */
  title: string;
  table: string;
  /** Column referencing the parent's id. */
  parentColumn: string;
  fields: ResourceField[];
  /** A field the rows are listed by (then by id); oldest first when absent. */
  orderBy?: string;
  /** Permission action that may change the children (default 'edit'). */
  action?: string;
  /**
   * Written only by the module's own commands (a stock item's movements): listed like any child,
   * never added, changed or removed by hand — not even by an administrator.
   */
  readOnly?: boolean;
  /**
   * A copy of the parent (`<url>/copy` naming its source) carries these rows, each recorded like
   * an add (a template's preset rows); other collections start empty on the copy.
   */
  copyWithParent?: boolean;
}

/**
 * Files attached to a row (kernel mechanism "attachment"), stored through the storage port and
 * listed and downloaded by whoever may read the row: `<url>/:id/attachments`.
 */
export interface AttachmentSlot {
  /** Slot name, e.g. 'contract'. */
  name: string;
  label: string;
  /** Lower-case extensions without the dot. */
  accept: string[];
  maxBytes: number;
}

/** Generic actions; workflow events and a module's own commands add their own (`<prefix>:<event>`). */
export type ResourceAction = 'add' | 'edit' | 'copy' | 'del' | 'reset' | 'status' | 'relation' | 'cancelRelation' | 'export' | 'import' | 'codePattern';

/** Spec §3 relation payload; `ids` are the rows related. */
export interface RelationPayload {
  phyId?: number | string | null;
  projectId?: number | string | null;
  ids?: Array<number | string>;
  blkSampleIds?: Array<number | string>;
  hazardNames?: string[];
}

/** A refusal to delete rows that something else still references. */
export interface DeleteGuard {
  /** Referencing table and column (server-side check inside the delete transaction). */
  table: string;
  column: string;
  /** Business-code '400' message. */
  message: string;
}

export interface ResourceDeclaration {
  /** Name in channels (`resources/<name>`), jobs and permissions docs. */
  name: string;
  /** Screen title; the export file is named title + '数据'. */
  title: string;
  /** Base URL of the list and commands, e.g. 'api/inspectedUnit'. */
  url: string;
  /**
   * 'generic': served by the resource engine (apps/api/src/modules/resources).
   * 'custom': an existing hand-written module serves `url`; the declaration only drives the web.
   */
  engine: 'generic' | 'custom';
  /** Table of the read/write model (generic engine only). */
  table?: string;
  /** Tree resources: the parent-id field; lists then return `children`. */
  tree?: { parentField: string };
  /** Rows carry organization_id; the spec §6 organisation rules apply. */
  organisationScoped: boolean;
  /**
   * Rows of an employer, named by its 18-character credit code in `field` (kernel mechanism
   * "employer scope"): an enterprise user (isQy) reads and changes only its own employer's rows
   * (users.enterprise_credit_code; none when unlinked), whichever organisation holds them; an
   * organisation's staff those of their scope's organisations and of the employers they served (a
   * project's inspected unit with that credit code). Administrators: all.
   */
  employerScope?: { field: string };
  /** Permission codes are `<prefix>:list|add|edit|del|…`. */
  permission: string;
  /** Older prefixes also accepted (the demo menus' codes), e.g. 'customer' for inspected units. */
  permissionAliases?: string[];
  fields: ResourceField[];
  actions: ResourceAction[];
  /** Default sort 'id,desc' unless given. */
  defaultSort?: string;
  /** Status field of `status` commands; default value '2' (spec §4). */
  status?: { field: string; defaultValue: string };
  /** Fields `reset` puts back to their defaultValue. */
  resetFields?: string[];
  deleteGuards?: DeleteGuard[];
  /** Export path suffix (default 'export') and format (default xlsx). */
  exportSuffix?: string;
  exportFormat?: 'xlsx' | 'txt';
  /** Row-detail navigation (spec §2): named route and the query fields it carries. */
  detailRoute?: { name: string; query: Record<string, string> };
  /** A state field moved only by a state machine's events. */
  workflow?: WorkflowBinding;
  children?: ChildCollection[];
  attachments?: AttachmentSlot[];
  /** A module's own commands on a row, shown as row actions by permission `<prefix>:<name>`. */
  commands?: CustomCommandDeclaration[];
  /** A module's own commands on the whole list (no row), shown as toolbar buttons by permission `<prefix>:<name>`. */
  listCommands?: ListCommandDeclaration[];
  /** A code the server numbers on create, per organisation and year, gap-free (the pattern is configurable per organisation). */
  autoCode?: AutoCode;
}

/**
 * `pattern` placeholders: {yyyy} the year, {seq:N} the year's running number padded to N digits,
 * e.g. 'XM-{yyyy}-{seq:4}' → XM-2026-0001. An organisation may keep its own pattern (code_patterns).
 */
export interface AutoCode {
  field: string;
  /** Sequence name (one running number per organisation, sequence and year). */
  sequence: string;
  defaultPattern: string;
  /**
   * Numbering per type (a report's 定期检测 DJ, 评价检测 PJ …): the row's `field` value names the type,
   * `codes` its letters; a pattern may then hold {type}, and while it does each type keeps its own
   * running number (per organisation, year and type).
   */
  type?: { field: string; codes: Record<string, string> };
}

/** A module's own row command: `POST <url>/:id/commands/:name` (own DTO, own permission). */
export interface CustomCommandDeclaration {
  name: string;
  label: string;
  /** The web asks for a reason first. */
  reason?: 'required' | 'optional';
  /**
   * The command's own inputs (its DTO): validated by the kernel like a partial edit, prefilled in
   * the web's dialog from the row's fields of the same name.
   */
  fields?: ResourceField[];
  /**
   * Run under a row lock instead of the optimistic version (no `version` asked): for commands that
   * many people run on one row at once and that each change it relative to what it holds then
   * (stock movements: 50 parallel issues of one item serialise, and each sees the stock left).
   */
  rowLock?: boolean;
  /**
   * The workflow states in which it may run (all when absent): elsewhere the kernel refuses it (409,
   * `项目处于“…”状态，不能执行“…”`) and the detail page shows its button disabled with those words.
   */
  states?: readonly string[];
}

/**
 * A module's own command on the list (`POST <url>/commands/:name`, permission `<prefix>:<name>`),
 * e.g. 导入标准方法库: it acts on the caller's organisation (or one of its write scope named by
 * `organizationId`) and answers how many rows it wrote (ListCommandResult).
 */
export interface ListCommandDeclaration {
  name: string;
  label: string;
  /** The question the web asks before running it. */
  confirm: string;
}

/** What a list command answers: rows written and a Chinese sentence saying so. */
export interface ListCommandResult {
  count: number;
  message: string;
  /** The row the command made, when it made one (组批's batch): the web may open it. */
  created?: { id: number; code: string };
}

/** A command's inputs as a declaration the generic validation and form helpers take. */
export function commandDeclaration(decl: ResourceDeclaration, command: CustomCommandDeclaration): ResourceDeclaration {
  return { ...decl, fields: command.fields ?? [], workflow: undefined, children: undefined, attachments: undefined, commands: undefined, autoCode: undefined };
}

export * from './resource-fields';
