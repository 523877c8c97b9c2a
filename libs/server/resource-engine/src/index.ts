// The resource engine's server core, shared by the api and the worker: list SQL from a
// declaration, import validation and batched writes, the export writer, dictionary options
// and the organisation scope of a user.
export * from './resource-sql';
export * from './reference-sql';
export * from './reference-import';
export * from './resource-import';
export * from './export-writer';
export * from './organisation-scope';
export * from './dictionary-options';
export * from './vocabulary';
export * from './export-reads';
