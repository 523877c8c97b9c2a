export * from './report-disclosure.declaration';
export * from './disclosure-facts';
export * from './disclosure-api';
