export * from './working-calendar.declaration';
export * from './working-days';
