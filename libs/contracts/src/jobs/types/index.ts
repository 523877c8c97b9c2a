// One file per job type; each registers itself when loaded (a new type: a new file, exported here).
export * from './export.job-type';
export * from './import.job-type';
export * from './lab-record-pdf.job-type';
export * from './report-pdf.job-type';
export * from './report-issued-pdf.job-type';
export * from './archive-zip.job-type';
export * from './province-push.job-type';
