export * from './quality-statistics';
