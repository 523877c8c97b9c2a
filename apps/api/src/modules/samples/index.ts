// Samples for other modules (the laboratory): the module, the samples locked and moved by the sample machine with their events, the shelf-life refusal.
export { SamplesModule } from './samples.module';
export { lockSamples, moveSample, recordCustody } from './sample-moves';
export { assertWithinShelfLife } from './sample-rules';
