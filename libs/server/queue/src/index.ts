export * from './redis';
export * from './redis.module';
export * from './bullmq-connection';
export * from './within';
