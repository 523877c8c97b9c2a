export { IMPORT_FILE_FORMAT_MESSAGE, SHEET_UNAVAILABLE_MESSAGE, SHEET_EMPTY_MESSAGE } from './import-messages';
export { checkImportFileName } from './check-import-file-name';
export { isEmptyCell, dropRowsWithEmptyFirstColumn, dropRecordsWithEmptyFirstColumn } from './drop-empty-rows';
export { normaliseTimestamp } from './normalise-timestamp';
export { DOWNLOAD_NAME_UTC_OFFSET_MINUTES, downloadDateStamp, downloadFileName } from './download-file-name';
