export * from './sample.declaration';
export * from './sample-handover.declaration';
export * from './sample-api';
export * from './incoming-order.declaration';
