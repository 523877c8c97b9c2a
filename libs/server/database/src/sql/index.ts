export * from './returning-rows';
export * from './like-pattern';
export * from './sql-where';
