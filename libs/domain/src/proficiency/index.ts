export * from './proficiency';
export * from './machines';
