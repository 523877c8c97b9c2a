export * from './project-info';
export * from './project.declaration';
