export * from './config-error';
export * from './env-reader';
export * from './app-config';
export * from './config.module';
export * from './province-ref-config';
