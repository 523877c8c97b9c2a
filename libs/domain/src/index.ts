// @ohit/domain: pure TypeScript rules of the trade. Imports nothing from the workspace.
export * from './validators';
export * from './constants';
export * from './import-rules';
export * from './csv';
export * from './errors';
export * from './decimal';
export * from './sampling';
export * from './concentration';
export * from './limits';
export * from './judgement';
export * from './physical';
export * from './grading';
export * from './qc';
export * from './state-machines';
export * from './hazards';
export * from './scheduling';
