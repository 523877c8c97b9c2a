// Storage port: local disk by default, S3-compatible when configured.
export * from './storage.port';
export * from './storage-key';
export * from './local-storage.driver';
export * from './s3-storage.driver';
export * from './sigv4';
export * from './storage.module';
export * from './sniff';
