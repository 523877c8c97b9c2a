export * from './report-content';
export * from './report.declaration';
export * from './report-api';
export * from './report-signatures';
