export * from './event-types';
export * from './reason';
