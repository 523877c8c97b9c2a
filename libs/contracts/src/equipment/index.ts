export * from './equipment-issue.declaration';
export * from './stock.declaration';
