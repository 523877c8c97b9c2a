export * from './menu-catalogue';
export * from './unbuilt-screens';
