/**
 * Names of the events written to domain_events (the outbox and the audit trail). Handlers name
 * an event through EVENT_TYPES (or resourceEventType for the resource engine's generated names),
 * never a bare string: `DomainEventsService.append` takes an EventType, so a typo fails tsc.
 */

/** `{ A: 'A', B: 'B' }` from a list: the keys and values cannot drift apart. */
function keyed<const T extends readonly string[]>(names: T): { readonly [K in T[number]]: K } {
  return Object.freeze(Object.fromEntries(names.map((n) => [n, n]))) as { readonly [K in T[number]]: K };
}

export const EVENT_TYPES = keyed([
  // identity: users
  'UserCreated',
  'UserEdited',
  'UserDeleted',
  'UserEnabled',
  'UserDisabled',
  'UserExpiryChanged',
  'UserPasswordChanged',
  'UserPasswordReset',
  'UserRolesAssigned',
  'UserAvatarChanged',
  'UserSignatureChanged',
  'UserLoggedIn',
  'UserLoggedOut',
  // identity: roles, menus, organisations
  'RoleCreated',
  'RoleEdited',
  'RoleDeleted',
  'RoleMenusAssigned',
  'RoleDataScopeSet',
  'MenuCreated',
  'MenuEdited',
  'MenuDeleted',
  'OrganizationCreated',
  'OrganizationEdited',
  'OrganizationDeleted',
  // jobs
  'ExportRequested',
  'ImportRequested',
  'JobCancelRequested',
  // 原始记录PDF of a laboratory batch (job type labRecordPdf)
  'LabRecordPdfRequested',
  // 检测报告PDF of a report version (job type reportPdf)
  'ReportPdfRequested',
  // 签发版报告PDF of an issued report version (job type reportIssuedPdf)
  'ReportIssuedPdfRequested',
  // 档案打包 of a project's technical file (job type archiveZip)
  'ArchiveZipRequested',
  // 省平台推送 of a batch of provincial pushes (job type provincePush)
  'ProvincePushRequested',
  // dictionaries
  'DictionaryCreated',
  'DictionaryEdited',
  'DictionaryDeleted',
  'DictionaryDetailCreated',
  'DictionaryDetailEdited',
  'DictionaryDetailDeleted',
  'DictionariesSeeded',
  // notifications
  'AnnouncementCreated',
  'AnnouncementEdited',
  'AnnouncementDeleted',
  'AnnouncementSent',
  'AnnouncementRead',
  // files, app releases, help documents, linked platforms
  'FileUploaded',
  'FileDeleted',
  'AppReleasePublished',
  'AppReleaseDeleted',
  'HelpDocumentUploaded',
  'HelpDocumentDeleted',
  'PlatformAddressCreated',
  'PlatformAddressEdited',
  'PlatformAddressDeleted',
  // an organisation's numbering pattern of an auto-numbered code (e.g. project codes)
  'CodePatternChanged',
  // 风险评估: an organisation's setting 新版标准未录入时按旧版评估
  'RiskSettingChanged',
  // seeds
  'DemoDataSeeded',
] as const);

/** An event name with a fixed spelling (a value of EVENT_TYPES). */
export type FixedEventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

/** What the resource engine's commands (and the import worker) do to a declared resource's rows. */
export const RESOURCE_EVENT_VERBS = [
  'Created',
  'Edited',
  'Copied',
  'Deleted',
  'Reset',
  'StatusChanged',
  'Related',
  'RelationCancelled',
  'Imported',
  // workflow, children, attachments, a module's own commands (kernel mechanisms)
  'Transitioned',
  'ChildAdded',
  'ChildEdited',
  'ChildRemoved',
  'AttachmentAdded',
  'AttachmentRemoved',
  'CommandRun',
] as const;
export type ResourceEventVerb = (typeof RESOURCE_EVENT_VERBS)[number];

declare const resourceEventBrand: unique symbol;

/**
 * `InspectedUnitCreated`, `EquipmentDeleted`…: a declaration's name (capitalised) and a verb. Branded,
 * so only resourceEventType() makes one — a hand-typed `'InspectedUnitCreatd'` is not an EventType.
 */
export type ResourceEventType = `${string}${ResourceEventVerb}` & { readonly [resourceEventBrand]: true };

const RESOURCE_NAME = /^[a-z][A-Za-z0-9]*$/;

/** The event type of a resource command: `resourceEventType('inspectedUnit', 'Created')` → `InspectedUnitCreated`. */
export function resourceEventType(resource: string, verb: ResourceEventVerb): ResourceEventType {
  if (!RESOURCE_NAME.test(resource)) throw new Error(`resourceEventType: "${resource}" is not a resource name (camelCase)`);
  if (!(RESOURCE_EVENT_VERBS as readonly string[]).includes(verb)) throw new Error(`resourceEventType: unknown verb "${verb}"`);
  return `${resource[0].toUpperCase()}${resource.slice(1)}${verb}` as ResourceEventType;
}

/** Every name a domain event may carry. */
export type EventType = FixedEventType | ResourceEventType;

const FIXED = new Set<string>(Object.values(EVENT_TYPES));

/** A fixed event name (not a resource one): for code that reads names back from the database. */
export function isFixedEventType(name: string): name is FixedEventType {
  return FIXED.has(name);
}
