export * from './report-content';
export * from './report.declaration';
export * from './report-api';
