export * from './staff-authorization.declaration';
