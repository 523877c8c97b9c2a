export * from './expert-task.declaration';
export * from './score.declaration';
export * from './third-party-qc.declaration';
export * from './expert-check-response.declaration';
