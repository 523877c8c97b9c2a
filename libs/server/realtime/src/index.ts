export * from './realtime-channel';
export * from './realtime-publisher';
export * from './realtime.module';
