/**
 * 原始记录 (ISO/IEC 17025 7.5) of a laboratory batch as the api assembles it when the record is
 * asked for — the batch, its curve, standard substances, QC and items as the server computes them
 * then, the amendments after the first submission and who signed when — and the worker renders it
 * (labRecordPdf). Every value is text as it is to be printed: decimals stay exact strings.
 */

export interface LabRecordSignature {
  /** 检测人, 校核人, 审核人. */
  role: string;
  name: string | null;
  /** YYYY-MM-DD of the step (submission, check, verification), null while not done. */
  date: string | null;
}

export interface LabRecordChange {
  label: string;
  old: string;
  new: string;
}

/** One amendment after the first submission: what changed old → new, who, when, why. */
export interface LabRecordAmendment {
  /** When, as printed: YYYY-MM-DD HH:mm in the server's time zone. */
  at: string;
  who: string | null;
  /** What was done (编辑检测样品 …, 退回修改 …), naming the item when it is one. */
  action: string;
  changes: LabRecordChange[];
  reason: string | null;
}

export interface LabRecordReading {
  key: string;
  label: string;
  unit: string;
}

export interface LabRecordItem {
  /** The sample's code (QC samples: their own code or what they duplicate). */
  code: string;
  kind: string;
  /** Reading key → value as stored (exact decimal text), '' when empty. */
  readings: Record<string, string>;
  /** The result as reported ('4.13', '<0.36'), '' when not computed. */
  reported: string;
  flags: string;
}

export interface LabRecordQcRow {
  label: string;
  value: string;
  limit: string;
  passed: boolean;
  message: string;
}

export interface LabRecordCurve {
  levels: { level: string; concentration: string; response: string }[];
  /** Intercept a, slope b and correlation r to 8 significant digits. */
  a: string;
  b: string;
  r: string;
  equation: string;
  reused: boolean;
  /** Why the curve may not be used, when it may not. */
  refusal: string | null;
}

export interface LabRecordSubstance {
  name: string;
  lotNo: string;
  expiryDate: string;
  usage: string;
}

export interface LabRecordData {
  /** The family's record title (@ohit/domain labFamily(code).record.title). */
  title: string;
  /** The family's record sections in order (header, environment, curve, substances, qc, samples, results, signatures). */
  sections: string[];
  familyLabel: string;
  code: string;
  /** 版次 (0 before the first submission: a preview). */
  recordVersion: number;
  stateLabel: string;
  methodName: string;
  standardNo: string;
  hazard: string;
  projectNames: string;
  instrumentName: string;
  instrumentCode: string;
  instrumentUsableUntil: string;
  analysisDate: string;
  envTemperature: string;
  envHumidity: string;
  detectionLimit: string;
  minDetectableConc: string;
  desorptionEfficiency: string;
  curve: LabRecordCurve | null;
  substances: LabRecordSubstance[];
  qc: LabRecordQcRow[];
  qcSummary: string;
  deviation: { reason: string; approvedBy: string } | null;
  readings: LabRecordReading[];
  resultUnit: string;
  items: LabRecordItem[];
  amendments: LabRecordAmendment[];
  signatures: LabRecordSignature[];
  remark: string;
  note: string;
  /** When it was assembled, as printed: YYYY-MM-DD HH:mm in the server's time zone. */
  generatedAt: string;
}
