/** The Redis pub/sub channel api replicas listen on for events to deliver to browsers. */
export const realtimeRedisChannel = (prefix: string): string => `${prefix}:realtime`;
