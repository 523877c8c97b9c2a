export * from './risk-assessment.declaration';
export * from './risk-api';
