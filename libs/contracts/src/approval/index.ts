export * from './approval-flow.declaration';
