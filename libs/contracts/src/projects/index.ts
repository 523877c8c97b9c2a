export * from './project-info';
