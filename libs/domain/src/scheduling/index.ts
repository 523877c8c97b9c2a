export * from './periodic-detection';
