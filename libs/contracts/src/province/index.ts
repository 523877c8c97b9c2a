export * from './province-record';
