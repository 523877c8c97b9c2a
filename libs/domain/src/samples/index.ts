export { isPastShelfLife, sampleShelfLifeDeadline, shelfLifeRefusal } from './shelf-life';
export type { ShelfLifeSample } from './shelf-life';
export { ANALYST_LOAD_STATES, receiptCountRefusal } from './handover-count';
