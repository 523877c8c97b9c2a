export * from './proficiency';
export * from './machines';
export * from './inspection-machines';
