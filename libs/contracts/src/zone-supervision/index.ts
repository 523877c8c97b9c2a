export * from './same-platform.declaration';
