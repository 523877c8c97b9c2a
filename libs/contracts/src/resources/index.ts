export * from './resource-declaration';
export * from './validate-record';
export * from './declarations';
export * from './api';
export * from './workflows';
export * from './command-states';
export * from './auto-code';
export * from './computed';
