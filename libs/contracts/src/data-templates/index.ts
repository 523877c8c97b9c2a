export * from './data-template.declaration';
