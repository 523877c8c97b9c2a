export * from './provincial-qc.declaration';
