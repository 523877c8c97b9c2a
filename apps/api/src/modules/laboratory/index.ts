// The laboratory for the app and other modules (the judgement reads released sample results from the samples table).
export { LaboratoryModule } from './laboratory.module';
