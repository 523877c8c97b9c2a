export * from './report-content';
