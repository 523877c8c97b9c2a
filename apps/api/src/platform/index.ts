// The api's platform kernel: who is calling and what they may touch, transactions and SQL
// helpers, paging, errors, uploads, request plumbing. Business modules import it only through
// this index (`../../platform`), never a file inside it and never another module's internals.
export * from './access/actor';
export * from './access/actor.service';
export * from './access/access.guard';
export * from './access/account-status';
export * from './access/token.service';
export * from './errors/platform-messages';
export * from './errors/http-errors';
export * from './errors/api-exception.filter';
export * from './outage/dependency-outage';
export * from './http/upload.interceptor';
export * from './http/delete-ids-body';
export * from './logging/request-logger';
export * from './persistence/transaction';
export { escapeLike, firstRow, likePattern, prefixPattern, returningRows, SqlWhere } from '@ohit/server-database';
export * from './persistence/paging';
export * from './validation/api-validation.pipe';
export * from './validation/validation-messages';
export * from './validation/reason-field';
export * from './validation/delete-ids';
export * from './rich-text/sanitize-rich-text';
