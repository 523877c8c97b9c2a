export * from './province-record';
export * from './provincial-push.declaration';
export * from './province-hazard-code.declaration';
export * from './provincial-push-api';
