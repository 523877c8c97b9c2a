export * from './report-content';
export * from './report.declaration';
export * from './report-api';
export * from './report-signatures';
export * from './organisation-report-facts';
export * from './report-template.declaration';
