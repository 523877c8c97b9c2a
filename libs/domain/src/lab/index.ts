export { LAB_READING_KEYS, LAB_READINGS, isLabReadingKey } from './lab-readings';
export type { LabReadingInfo, LabReadingKey } from './lab-readings';
export { LAB_FAMILIES, isLabFamilyCode, labFamily } from './lab-families';
export type { LabCalculation, LabFamilyDefinition, LabQcRule, LabRecordSection } from './lab-families';
export type {
  LabBatchInput,
  LabBatchItemInput,
  LabBatchItemResult,
  LabBatchResult,
  LabBatchSettings,
  LabCurveLevel,
  LabCurveResult,
  LabItemId,
  LabItemKind,
  LabQcCheck,
} from './lab-batch-types';
export { computeLabBatch } from './compute-batch';
