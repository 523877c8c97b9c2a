export * from './provincial-qc.module';
