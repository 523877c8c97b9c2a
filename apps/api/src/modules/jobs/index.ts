// The jobs module's public face: a module starting its own job type imports JobsModule and uses JobLauncher.
export { JobsModule } from './jobs.module';
export { JobLauncher, type JobRequest } from './job-launcher';
