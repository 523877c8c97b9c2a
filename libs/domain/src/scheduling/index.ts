export * from './periodic-detection';
export * from './next-detection';
