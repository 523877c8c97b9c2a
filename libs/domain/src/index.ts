// @ohit/domain: pure TypeScript rules of the trade. Imports nothing from the workspace.
export * from './validators';
export * from './constants';
export * from './import-rules';
