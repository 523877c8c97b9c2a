/**
 * The readings a laboratory batch item may carry. The api stores each as a numeric column of
 * exactly this name, so the list is closed: add a key here and a column there, never rename.
 */
export const LAB_READING_KEYS = [
  'response',
  'responseBack',
  'conc',
  'concBack',
  'blankConc',
  'solutionVolume',
  'desorbVolume',
  'dilution',
  'massBefore',
  'massAfter',
  'sampleMass',
  'residueMass',
  'spikeAdded',
  'standardVolume',
  'particlesUnder2',
  'particles2to5',
  'particles5to10',
  'particlesOver10',
] as const;

export type LabReadingKey = (typeof LAB_READING_KEYS)[number];

export interface LabReadingInfo {
  /** What the record and the entry form call it (zh-CN). */
  readonly label: string;
  /** Unit as printed; '' when the reading has none (instrument response, dilution, counts). */
  readonly unit: string;
  /** Decimals the numeric column keeps. */
  readonly scale: number;
}

export const LAB_READINGS: Readonly<Record<LabReadingKey, LabReadingInfo>> = {
  response: { label: '仪器响应值 y', unit: '', scale: 6 },
  responseBack: { label: '后段响应值', unit: '', scale: 6 },
  conc: { label: '测得浓度/含量 c', unit: 'μg/mL 或 μg', scale: 6 },
  concBack: { label: '后段浓度 c2', unit: 'μg/mL 或 μg', scale: 6 },
  blankConc: { label: '空白浓度 c0', unit: 'μg/mL 或 μg', scale: 6 },
  solutionVolume: { label: '样品溶液体积 V', unit: 'mL', scale: 3 },
  desorbVolume: { label: '解吸液体积 v', unit: 'mL', scale: 3 },
  dilution: { label: '稀释倍数', unit: '', scale: 3 },
  massBefore: { label: '采样前滤膜质量 m1', unit: 'mg', scale: 4 },
  massAfter: { label: '采样后滤膜质量 m2', unit: 'mg', scale: 4 },
  sampleMass: { label: '样品质量 G', unit: 'g', scale: 5 },
  residueMass: { label: '残渣质量', unit: 'g', scale: 5 },
  spikeAdded: { label: '加标量', unit: 'μg/mL 或 μg', scale: 6 },
  standardVolume: { label: '标准采样体积 V0', unit: 'L', scale: 3 },
  particlesUnder2: { label: '<2 μm 颗粒数', unit: '个', scale: 0 },
  particles2to5: { label: '2~5 μm 颗粒数', unit: '个', scale: 0 },
  particles5to10: { label: '5~10 μm 颗粒数', unit: '个', scale: 0 },
  particlesOver10: { label: '≥10 μm 颗粒数', unit: '个', scale: 0 },
};

export function isLabReadingKey(value: string): value is LabReadingKey {
  return Object.prototype.hasOwnProperty.call(LAB_READINGS, value);
}
