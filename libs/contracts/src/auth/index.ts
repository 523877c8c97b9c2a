export * from './auth-user';
export * from './menu-route';
