export { parseCsv, parseCsvRecords } from './parse-csv';
