// Workbook reading and writing only: cells, the upload guard, streaming .xlsx reader (SheetJS for
// .xls), export sinks. What a resource declaration means (list SQL, import rules, organisation
// scope) lives in @ohit/server-resource-engine.
export * from './cells';
export * from './workbook-guard';
export * from './import-reader';
export * from './export-sinks';
export * from './zip-backlog';
export * from './zip-writer';
