export * from './resource-sql';
export * from './cells';
export * from './workbook-guard';
export * from './import-reader';
export * from './export-writer';
export * from './resource-import';
export * from './owner-access';
export * from './dictionary-options';
