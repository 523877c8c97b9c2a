export * from './sampling-plan.declaration';
export * from './sampling-plan-api';
