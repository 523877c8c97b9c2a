export * from './site-survey.declaration';
