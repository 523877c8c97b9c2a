// The laboratory for the app and other modules (the judgement reads released sample results from the samples table).
export { LaboratoryModule } from './laboratory.module';
// the engine's results of stored batches, for the 质量控制 statistics
export { storedBatchResults } from './stored-batch-results';
