export * from './project-archive.declaration';
export * from './technical-file';
