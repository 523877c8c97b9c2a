export * from './sampling-day.declaration';
export * from './sampling-record.declaration';
export * from './project-adjustment.declaration';
export * from './site-sampling-api';
