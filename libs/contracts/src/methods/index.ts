export * from './calculation-formulas';
export * from './instrument-families';
export * from './lab-method.declaration';
export * from './method-library';
