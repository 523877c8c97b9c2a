export * from './provincial-qc.declaration';
export * from './quality-inspection.declaration';
