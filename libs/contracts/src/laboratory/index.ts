export * from './lab-batch.declaration';
export * from './lab-screens';
