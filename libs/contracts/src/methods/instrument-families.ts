/**
 * Instrument families (仪器类别): how a method's samples are measured. A method of the methods
 * catalogue names one; the laboratory's record screens are one per family (`labMenu`, the menu
 * key in the catalogue under 实验室), so the lab work reads the same codes.
 */
import type { FieldOption } from '../resources/resource-declaration';

export interface InstrumentFamily {
  code: string;
  label: string;
  /** The laboratory record screen of the family (menu catalogue key), when it has one. */
  labMenu?: string;
}

export const INSTRUMENT_FAMILIES: readonly InstrumentFamily[] = [
  { code: 'gc', label: '气相色谱', labMenu: 'LabGas' },
  { code: 'lc', label: '液相色谱', labMenu: 'LiquidChromatography' },
  { code: 'ic', label: '离子色谱', labMenu: 'IonChromatography' },
  { code: 'aas', label: '原子吸收', labMenu: 'LabYzxsRecord' },
  { code: 'afs', label: '原子荧光', labMenu: 'LabYzygRecord' },
  { code: 'spectrophotometry', label: '分光光度', labMenu: 'LabFggdRecord' },
  { code: 'icp', label: 'ICP', labMenu: 'LabIcpRecord' },
  { code: 'electrode', label: '电极法', labMenu: 'LabDwddRecord' },
  { code: 'ndir', label: '非分散红外', labMenu: 'LabBfghwxRecord' },
  { code: 'visual-colorimetry', label: '目视比色', labMenu: 'LabMsbsf' },
  { code: 'solvent-elution', label: '溶剂解吸', labMenu: 'LabRjxt' },
  { code: 'dust-gravimetric', label: '粉尘称量', labMenu: 'LabFcRecord' },
  { code: 'dust-dispersity', label: '粉尘分散度', labMenu: 'LabFcfsd' },
  { code: 'free-silica', label: '游离二氧化硅', labMenu: 'LabEyhgRecord' },
  { code: 'noise-meter', label: '噪声测量仪' },
  { code: 'wbgt-meter', label: 'WBGT指数仪' },
  { code: 'illuminance-meter', label: '照度计' },
  { code: 'direct-reading', label: '直读式仪器' },
  { code: 'outsourced', label: '外委检测', labMenu: 'LabWwjcRecord' },
];

export const INSTRUMENT_FAMILY_OPTIONS: FieldOption[] = INSTRUMENT_FAMILIES.map((f) => ({ value: f.code, label: f.label }));
