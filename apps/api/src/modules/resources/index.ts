// The resource engine's api face for the jobs module (export and import of declared resources).
export { asBadRequest, declarationFor, normaliseQuery, readAccessOf } from './shared/resource-access';
// For business modules: hooks on the generic commands and their own row commands (kernel mechanism 4).
export { ResourcesModule } from './resources.module';
export { ResourceExtensions, type ExtensionContext, type ResourceCommand, type ResourceHooks, type TransitionStep } from './extensions/resource-extensions';
// Reference and user values must point into the row's organisation (rows and child rows).
export { checkReferenceFields } from './shared/reference-rules';
