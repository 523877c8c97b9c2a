/**
 * The laboratory's screens over batches (LAB_BATCH), one per instrument family: the menu under
 * 实验室 (its list of the family's batches) and the spec's hidden family route (/labGas …, the
 * batch's page: project detail, curve, standard substances, QC samples, detection limit,
 * attachments, result preview). Every one is the same page given a family: no family has code of
 * its own. The lyjc twins are the same screens with the incoming samples (origin 'incoming').
 */
export interface LabFamilyScreen {
  /** @ohit/domain LAB_FAMILIES code (INSTRUMENT_FAMILIES). */
  family: string;
  title: string;
  /** Menu key and route name of the family's list under 实验室. */
  menuKey: string;
  /** Permission prefix of the screen (LAB_BATCH alias). */
  prefix: string;
  /** The list's path under 实验室 and its component. */
  path: string;
  /** The spec's hidden family route (top level): the batch page of the family. */
  detailPath: string;
  /** Families the screen lists beside its own (有机样品: dust and organic samples). */
  alsoFamilies?: string[];
}

export const LAB_FAMILY_SCREENS: readonly LabFamilyScreen[] = [
  { family: 'gc', title: '气相色谱', menuKey: 'LabGas', prefix: 'labGas', path: 'labGas', detailPath: 'labGas' },
  { family: 'lc', title: '液相色谱', menuKey: 'LiquidChromatography', prefix: 'liquidChromatography', path: 'liquidchromatography', detailPath: 'liquidchromatography' },
  { family: 'ic', title: '离子色谱', menuKey: 'IonChromatography', prefix: 'ionChromatography', path: 'ionchromatography', detailPath: 'ionchromatography' },
  { family: 'aas', title: '原子吸收', menuKey: 'LabYzxsRecord', prefix: 'labYzxs', path: 'labYzxsRecord', detailPath: 'labYzxsRecord' },
  { family: 'afs', title: '原子荧光', menuKey: 'LabYzygRecord', prefix: 'labYzyg', path: 'labYzygRecord', detailPath: 'labYzygRecord' },
  { family: 'spectrophotometry', title: '分光光度', menuKey: 'LabFggdRecord', prefix: 'labFggd', path: 'labFggdRecord', detailPath: 'labFggdRecord' },
  { family: 'icp', title: 'ICP', menuKey: 'LabIcpRecord', prefix: 'labIcp', path: 'labIcpRecord', detailPath: 'labIcpRecord' },
  { family: 'electrode', title: '电极法', menuKey: 'LabDwddRecord', prefix: 'labDwdd', path: 'labDwddRecord', detailPath: 'labDwddRecord' },
  { family: 'ndir', title: '非分散红外', menuKey: 'LabBfghwxRecord', prefix: 'labBfghwx', path: 'labBfghwxRecord', detailPath: 'labBfghwxRecord' },
  { family: 'visual-colorimetry', title: '目视比色', menuKey: 'LabMsbsf', prefix: 'labMsbsf', path: 'labMsbsf', detailPath: 'labMsbsf' },
  { family: 'solvent-elution', title: '溶剂解吸', menuKey: 'LabRjxt', prefix: 'labRjxt', path: 'labRjxt', detailPath: 'labRjxt' },
  { family: 'free-silica', title: '游离二氧化硅', menuKey: 'LabEyhgRecord', prefix: 'labEyhg', path: 'labEyhgRecord', detailPath: 'labEyhgRecord' },
  { family: 'dust-gravimetric', title: '粉尘', menuKey: 'LabFcRecord', prefix: 'labFc', path: 'labFcRecord', detailPath: 'labFcRecord' },
  { family: 'dust-dispersity', title: '粉尘分散度', menuKey: 'LabFcfsd', prefix: 'labFcfsd', path: 'labFcfsd', detailPath: 'labFcfsd' },
  { family: 'dust-gravimetric', title: '有机样品', menuKey: 'LabZffxRecord', prefix: 'labZffx', path: 'labZffxRecord', detailPath: 'labZffxRecord', alsoFamilies: ['gc', 'solvent-elution'] },
  { family: 'outsourced', title: '外委检测', menuKey: 'LabWwjcRecord', prefix: 'labWwjc', path: 'labWwjcRecord', detailPath: 'labWwjcRecord' },
];

/** The list component of a family screen (menu catalogue and view registry read the same string). */
export const labFamilyListComponent = (s: LabFamilyScreen): string => `lab/${s.path}/index`;
/** The page component of a family's hidden route. */
export const labFamilyPageComponent = (s: LabFamilyScreen): string => `${s.detailPath}/index`;
/** The spec's free-silica twin for incoming samples (/lyjcLabEyhgRecord). */
export const LYJC_FREE_SILICA_ROUTE = 'lyjcLabEyhgRecord';

/** The original-record routes (/recordPage, /recordPageNew, /recordPageNewLyjc → pageReport): a batch's record. */
export const RECORD_PAGES = [
  { key: 'recordPage', title: '原始记录详情', path: 'recordPage', prefix: 'record', menuKey: 'RecordList' },
  { key: 'recordPageNew', title: '原始记录详情（新）', path: 'recordPageNew', prefix: 'recordNew', menuKey: 'RecordListNew' },
  { key: 'recordPageNewLyjc', title: '来样检测记录详情', path: 'recordPageNewLyjc', prefix: 'recordLyjc', menuKey: 'RecordListLyjc' },
] as const;
