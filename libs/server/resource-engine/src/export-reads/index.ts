// Custom reads the export job runs (each registers itself when loaded; a new one: a file, exported here).
export * from './export-read';
export * from './same-platform.read';
export * from './enterprise-projects.read';
