// The resource engine's api face for the jobs module (export and import of declared resources).
export { asBadRequest, declarationFor, normaliseQuery, readAccessOf } from './shared/resource-access';
