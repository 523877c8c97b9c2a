export * from './queues';
export * from './job-types';
export * from './types';
export * from './jobs';
export * from './export-sources';
