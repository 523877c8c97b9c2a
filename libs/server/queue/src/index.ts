export * from './redis';
export * from './redis.module';
