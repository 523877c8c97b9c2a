export * from './same-platform.module';
