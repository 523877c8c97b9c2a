export * from './resource-sql';
