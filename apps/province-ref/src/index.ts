// The reference provincial platform (issue 15): started by main.ts, by `npm start` and by tests.
export * from './server';
export * from './province';
export * from './faults';
export * from './record-store';
export * from './validate-record';
