export * from './approval-flow.declaration';
export * from './report-approval';
export * from './approval-screens';
