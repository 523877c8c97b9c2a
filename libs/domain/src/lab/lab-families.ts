import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import type { LabReadingKey } from './lab-readings';

/**
 * The laboratory's instrument-method families as DATA: one definition per family says what the
 * analyst enters, which calculation of @ohit/domain turns it into a result, which QC rules the
 * batch must pass and how its record is laid out. `computeLabBatch` computes every family from
 * these definitions; a new family is a new entry here, never a new module.
 */

/** Which concentration function computes an item (libs/domain/src/concentration). */
export type LabCalculation = 'sorbentTube' | 'solution' | 'dust' | 'freeSilica' | 'dispersity' | 'outsourced';

/** QC rules a batch of the family is checked against (domain.md §7). */
export type LabQcRule = 'curve' | 'checkStandard' | 'blank' | 'duplicate' | 'spike' | 'desorption' | 'balanceBlank';

export type LabRecordSection = 'header' | 'environment' | 'curve' | 'substances' | 'qc' | 'samples' | 'results' | 'signatures';

export interface LabFamilyDefinition {
  /** The instrument-family code of the methods catalogue (libs/contracts INSTRUMENT_FAMILIES). */
  readonly code: string;
  readonly label: string;
  readonly calculation: LabCalculation;
  /** Responses are converted by the batch's standard curve, x = (y − a) / b. */
  readonly usesCurve: boolean;
  /** What the analyst enters per sample, in entry order. */
  readonly readings: readonly LabReadingKey[];
  /** Readings of `readings` that may stay empty (a default applies: dilution 1, back section 0, c0 from the field blanks, spikeAdded only on spike items). */
  readonly optionalReadings?: readonly LabReadingKey[];
  readonly qc: readonly LabQcRule[];
  /** Record variants the analyst may preview (GC: by sampling/desorption technique). */
  readonly previews?: readonly { readonly key: string; readonly label: string }[];
  readonly record: { readonly title: string; readonly sections: readonly LabRecordSection[] };
  /** Unit of an item's `concentration` ('' when the family reports none). */
  readonly resultUnit: string;
  /** Units that differ from LAB_READINGS for this family (outsourced: conc in mg/m³). */
  readonly readingUnits?: Partial<Readonly<Record<LabReadingKey, string>>>;
  /** A caveat the record or the method screen shows (zh-CN). */
  readonly note?: string;
}

const CURVE_RECORD: readonly LabRecordSection[] = ['header', 'environment', 'curve', 'substances', 'qc', 'samples', 'results', 'signatures'];
const SOLUTION_READINGS: readonly LabReadingKey[] = ['response', 'blankConc', 'solutionVolume', 'dilution', 'standardVolume', 'spikeAdded'];
const SOLUTION_OPTIONAL: readonly LabReadingKey[] = ['blankConc', 'dilution', 'spikeAdded'];
const SOLUTION_QC: readonly LabQcRule[] = ['curve', 'checkStandard', 'blank', 'duplicate', 'spike'];
const TUBE_READINGS: readonly LabReadingKey[] = ['response', 'responseBack', 'desorbVolume', 'dilution', 'standardVolume'];
const TUBE_OPTIONAL: readonly LabReadingKey[] = ['responseBack', 'dilution'];
const TUBE_QC: readonly LabQcRule[] = ['curve', 'checkStandard', 'blank', 'duplicate', 'desorption'];

function solutionFamily(code: string, label: string, title: string, note?: string): LabFamilyDefinition {
  return {
    code,
    label,
    calculation: 'solution',
    usesCurve: true,
    readings: SOLUTION_READINGS,
    optionalReadings: SOLUTION_OPTIONAL,
    qc: SOLUTION_QC,
    record: { title, sections: CURVE_RECORD },
    resultUnit: 'mg/m³',
    ...(note ? { note } : {}),
  };
}

export const LAB_FAMILIES: readonly LabFamilyDefinition[] = [
  {
    code: 'gc',
    label: '气相色谱',
    calculation: 'sorbentTube',
    usesCurve: true,
    readings: TUBE_READINGS,
    optionalReadings: TUBE_OPTIONAL,
    qc: TUBE_QC,
    previews: [
      { key: 'thermal-1', label: '热解吸1' },
      { key: 'thermal-2', label: '热解吸2' },
      { key: 'solvent', label: '溶剂解吸' },
      { key: 'solution', label: '溶液采集' },
      { key: 'direct', label: '直接进样' },
    ],
    record: { title: '气相色谱法检测原始记录', sections: CURVE_RECORD },
    resultUnit: 'mg/m³',
  },
  solutionFamily('lc', '液相色谱', '液相色谱法检测原始记录'),
  solutionFamily('ic', '离子色谱', '离子色谱法检测原始记录'),
  solutionFamily('aas', '原子吸收', '原子吸收光谱法检测原始记录'),
  solutionFamily('afs', '原子荧光', '原子荧光光谱法检测原始记录'),
  solutionFamily('spectrophotometry', '分光光度', '分光光度法检测原始记录'),
  solutionFamily('icp', 'ICP', '电感耦合等离子体发射光谱法检测原始记录'),
  solutionFamily(
    'electrode',
    '电极法',
    '离子选择电极法检测原始记录',
    '电极法的响应（电位）与浓度的对数成线性；本引擎按录入的横坐标做线性拟合，标准曲线请以 lg c 录入浓度列，或录入已换算的响应值。',
  ),
  solutionFamily('ndir', '非分散红外', '非分散红外法检测原始记录'),
  {
    code: 'visual-colorimetry',
    label: '目视比色',
    calculation: 'solution',
    usesCurve: false,
    readings: ['conc', 'blankConc', 'solutionVolume', 'dilution', 'standardVolume'],
    optionalReadings: ['blankConc', 'dilution'],
    qc: ['blank', 'duplicate'],
    record: { title: '目视比色法检测原始记录', sections: ['header', 'environment', 'substances', 'qc', 'samples', 'results', 'signatures'] },
    resultUnit: 'mg/m³',
    note: '与标准色列目视比较，直接录入测得含量 c，不拟合标准曲线。',
  },
  {
    code: 'solvent-elution',
    label: '溶剂解吸',
    calculation: 'sorbentTube',
    usesCurve: true,
    readings: TUBE_READINGS,
    optionalReadings: TUBE_OPTIONAL,
    qc: TUBE_QC,
    record: { title: '溶剂解吸法检测原始记录', sections: CURVE_RECORD },
    resultUnit: 'mg/m³',
  },
  {
    code: 'dust-gravimetric',
    label: '粉尘称量',
    calculation: 'dust',
    usesCurve: false,
    readings: ['massBefore', 'massAfter', 'standardVolume'],
    qc: ['balanceBlank', 'duplicate'],
    record: { title: '粉尘浓度测定原始记录', sections: ['header', 'environment', 'qc', 'samples', 'results', 'signatures'] },
    resultUnit: 'mg/m³',
  },
  {
    code: 'dust-dispersity',
    label: '粉尘分散度',
    calculation: 'dispersity',
    usesCurve: false,
    readings: ['particlesUnder2', 'particles2to5', 'particles5to10', 'particlesOver10'],
    qc: [],
    record: { title: '粉尘分散度测定原始记录', sections: ['header', 'environment', 'samples', 'results', 'signatures'] },
    resultUnit: '%',
    note: '按粒径分级计数，结果为各级颗粒所占百分比，无浓度，不作判定。',
  },
  {
    code: 'free-silica',
    label: '游离二氧化硅',
    calculation: 'freeSilica',
    usesCurve: false,
    readings: ['sampleMass', 'residueMass'],
    qc: ['duplicate'],
    record: { title: '游离二氧化硅含量测定原始记录（焦磷酸法）', sections: ['header', 'environment', 'qc', 'samples', 'results', 'signatures'] },
    resultUnit: '%',
  },
  {
    code: 'outsourced',
    label: '外委检测',
    calculation: 'outsourced',
    usesCurve: false,
    readings: ['conc'],
    qc: [],
    record: { title: '外委检测结果记录', sections: ['header', 'substances', 'samples', 'results', 'signatures'] },
    resultUnit: 'mg/m³',
    readingUnits: { conc: 'mg/m³' },
    note: '录入外委实验室报告的空气中浓度 c（mg/m³）。',
  },
];

const BY_CODE = new Map(LAB_FAMILIES.map((f) => [f.code, f]));

/** The definition of a family; an unknown code is a programming error (DomainError, INVALID_ARGUMENT). */
export function labFamily(code: string): LabFamilyDefinition {
  const family = BY_CODE.get(code);
  if (!family) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `未知的检测方法类别：${String(code)}`, { code });
  }
  return family;
}

/** Whether a code names a laboratory family (instrument families like 噪声测量仪 are field-only). */
export function isLabFamilyCode(code: string): boolean {
  return BY_CODE.has(code);
}
