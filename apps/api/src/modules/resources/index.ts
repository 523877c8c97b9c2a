// The resource engine's api face for the jobs module (export and import of declared resources).
export { asBadRequest, declarationFor, normaliseQuery, readAccessOf } from './shared/resource-access';
// For business modules: hooks on the generic commands and their own row commands (kernel mechanism 4).
export { ResourcesModule } from './resources.module';
export {
  type AttachmentChange,
  type ChildChange,
  CommandOutcome,
  ResourceExtensions,
  type ExtensionContext,
  type ResourceCommand,
  type ResourceHooks,
  type TransitionStep,
} from './extensions/resource-extensions';
// A declared slot's upload, for modules serving the spec's own upload URLs onto a slot.
export { AddAttachmentCommand } from './attachments/commands/add-attachment/add-attachment.command';
export { slotPolicy } from './attachments/resource-attachments.controller.factory';
// A module's own command keeping a file it was given as a row's attachment, in its transaction (an imported instrument export).
export { type AttachmentDeps, recordAttachment } from './attachments/record-attachment';
// For business modules: their own commands on a resource's list, given the kernel's row writer.
export { ResourceListCommands, type ListCommandContext, type ResourceListCommand } from './extensions/list-commands';
// For business modules: a row of another declared resource made as `add` makes it (validated, numbered, hooked, one Created event) — 登记样品's project.
export { createRow } from './shared/create-row';
// Reference and user values must point into the row's organisation (rows and child rows).
export { checkReferenceFields } from './shared/reference-rules';
// A module's command writing rows of a child collection (read-only ones too), with their ChildAdded/ChildEdited/ChildRemoved events.
export { recordChildEdit, recordChildRemoval, recordChildRow } from './children/record-child-row';
// Gap-free running numbers per organisation and year (code_sequences) and an organisation's own patterns (code_patterns).
export { codePatternOf, takeRunningNumbers } from './shared/auto-code';
// Today in the server's time zone, as the kernel stamps stage dates.
export { localDate } from './shared/local-date';
// A module's own write of a declared row's fields under its version (the kernel's UPDATE; null when someone saved first).
export { updateVersioned } from './shared/resource-write';
// A module moving a row by a workflow event as the generic transition does (machine, stamp, hooks, one Transitioned event) — a report's 签发 issuing its project.
export { transitionRow } from './shared/transition-row';
