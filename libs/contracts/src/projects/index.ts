export * from './project-info';
export * from './project.declaration';
export * from './project-row-fields';
export * from './project-judgements';
