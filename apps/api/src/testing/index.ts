// Test support of the api for multi-process tests elsewhere (the worker's crash-recovery test
// drives jobs through a real api): a test app, seeded users and a spawned worker process.
export * from './identity';
export * from './test-app';
export * from './workers';
export * from './tcp-proxy';
