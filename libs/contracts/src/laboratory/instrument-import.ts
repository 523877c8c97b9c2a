import type { ResourceAttachment } from '../resources/api';

/**
 * 仪器数据导入: an instrument's export (CSV, TXT or a workbook) read into a batch's items — the
 * columns mapped to the family's reading keys (@ohit/domain LAB_READINGS), rows matched to the
 * items by sample code. The mapping used is kept per instrument and offered again next time.
 */

/** Which column holds what: the sample code, and for each reading key of the family its column header. */
export interface InstrumentColumnMapping {
  sampleCode: string;
  readings: Record<string, string>;
}

/** Where a proposed mapping came from. */
export type InstrumentMappingSource = 'request' | 'saved' | 'gc' | 'aas' | 'none';

/** `POST api/labBatch/:id/importReadings/preview` (multipart `file`): what the file holds and the mapping proposed. */
export interface InstrumentImportPreview {
  fileName: string;
  /** Column headers as the file names them, in order. */
  columns: string[];
  /** The first data rows (at most 5), cells as text. */
  rows: string[][];
  /** The saved mapping of the batch's instrument when its columns are all in the file, else a built-in layout's, else empty. */
  mapping: InstrumentColumnMapping;
  source: InstrumentMappingSource;
  /** The family's reading keys in entry order (labels and units from @ohit/domain LAB_READINGS). */
  readingKeys: string[];
}

/** `POST api/labBatch/:id/importReadings` (multipart `file`, optional `mapping` JSON and `reason`). */
export interface InstrumentImportResult {
  /** Items whose readings changed. */
  updated: number;
  /** Sample codes of the file matching no item of the batch. */
  unmatched: string[];
  message: string;
  /** The file kept as the batch's attachment in INSTRUMENT_DATA_SLOT (null when the import changed nothing). */
  attachment: ResourceAttachment | null;
}

/** The batch's attachment slot an imported instrument export is kept in (LAB_BATCH.attachments). */
export const INSTRUMENT_DATA_SLOT = 'instrumentData';

/** The built-in layouts' labels (the dialog names where a proposal came from). */
export const INSTRUMENT_MAPPING_SOURCE_LABELS: Readonly<Record<InstrumentMappingSource, string>> = {
  request: '本次指定',
  saved: '该仪器上次使用的对应关系',
  gc: '气相色谱导出格式',
  aas: '原子吸收导出格式',
  none: '未识别，请手动对应',
};

/**
 * The spec's batch upload URLs (multipart `file`, the batch id as `belongLabGasId`, `labGasId` or
 * `id`, in the query or the form): each an attachment of the batch in its slot, with the same
 * command, rules and events as `POST api/labBatch/:id/attachments/<slot>`.
 */
export const LAB_UPLOAD_ENDPOINTS: Readonly<Record<string, 'curvePdf' | 'signalPdf'>> = {
  'api/labTestResult/importSamplePdf': 'signalPdf',
  'api/labTestResult/signalPdfResult': 'signalPdf',
  'api/labTestResult/upLoadSignalSamplePdf': 'signalPdf',
  'api/labGasChromatography/upLoadStandardCurvePdf': 'curvePdf',
  'api/lyjcLabGasChromatography/upLoadStandardCurvePdf': 'curvePdf',
  'api/lyjcLabGasChromatography/upLoadSignalSamplePdf': 'signalPdf',
};

/** Names under which a batch upload carries the batch id (spec §3: belongLabGasId, labGasId). */
export const LAB_UPLOAD_ID_FIELDS = ['belongLabGasId', 'labGasId', 'id'] as const;
