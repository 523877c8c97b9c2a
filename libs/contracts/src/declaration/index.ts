export * from './enterprise-declaration.declaration';
export * from './enterprise-projects';
