export * from './declaration-due';
export * from './declaration-hazards';
