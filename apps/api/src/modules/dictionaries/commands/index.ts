export * from './create-dict.command';
export * from './edit-dict.command';
export * from './delete-dicts.command';
export * from './create-dict-detail.command';
export * from './edit-dict-detail.command';
export * from './delete-dict-details.command';
