export * from './lab-batch.declaration';
export * from './lab-screens';
export * from './instrument-import';
export * from './lab-record';
export * from './pending-sample.view';
