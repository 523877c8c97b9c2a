export { isPastShelfLife, sampleShelfLifeDeadline, shelfLifeRefusal } from './shelf-life';
export type { ShelfLifeSample } from './shelf-life';
export { ANALYST_LOAD_STATES, receiptCountRefusal } from './handover-count';
export { countsAsTested, NOT_COLLECTED_SAMPLE_STATES, NOT_PLANNED_SAMPLE_STATES, sampleCounts, TESTED_SAMPLE_STATES } from './sample-counts';
export type { CountedSample, SampleCounts } from './sample-counts';
