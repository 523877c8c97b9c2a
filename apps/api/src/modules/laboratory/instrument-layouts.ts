import type { InstrumentColumnMapping, InstrumentMappingSource } from '@ohit/contracts';

/**
 * The built-in export layouts of the laboratory's instruments: which headers name the sample and
 * which name each reading (units in brackets ignored, case and spaces too). A layout is told from
 * the others by its own signature columns (a GC's peak area, an AAS's absorbance).
 */
interface Layout {
  source: Extract<InstrumentMappingSource, 'gc' | 'aas'>;
  signature: string[];
  sampleCode: string[];
  readings: Record<string, string[]>;
}

export const INSTRUMENT_LAYOUTS: readonly Layout[] = [
  {
    source: 'gc',
    signature: ['峰面积', 'Area', 'Peak Area', '保留时间', 'RT', 'Ret Time'],
    sampleCode: ['样品名称', 'Sample Name', '样品编号', 'Sample ID', '样品名'],
    readings: {
      response: ['峰面积', 'Area', 'Peak Area', '前段峰面积'],
      responseBack: ['后段峰面积', 'Back Area'],
      conc: ['浓度', '含量', 'Amount', 'Conc', 'Concentration'],
      dilution: ['稀释倍数', 'Dilution'],
    },
  },
  {
    source: 'aas',
    signature: ['吸光度', 'Abs', 'Absorbance'],
    sampleCode: ['样品编号', 'Sample ID', '样品名称', 'Sample Name', '样品号'],
    readings: {
      response: ['吸光度', 'Abs', 'Absorbance'],
      conc: ['浓度', 'Conc', 'Concentration', '测定浓度'],
      dilution: ['稀释倍数', 'Dilution'],
      solutionVolume: ['定容体积', '体积', 'Volume'],
    },
  },
];

/** A header as compared: units in brackets dropped ('峰面积(pA*s)', '浓度（mg/L）'), spaces and case ignored. */
export function headerKey(header: string): string {
  return header
    .replace(/[（(［[].*?[）)］\]]/g, '')
    .replace(/[\s_]+/g, '')
    .toLowerCase();
}

const findColumn = (columns: readonly string[], candidates: readonly string[]): string | undefined => {
  const wanted = new Set(candidates.map(headerKey));
  return columns.find((c) => wanted.has(headerKey(c)));
};

/** Whether a row of the file looks like the header of a built-in layout (names a sample column). */
export function isLayoutHeader(cells: readonly string[]): boolean {
  return INSTRUMENT_LAYOUTS.some((l) => findColumn(cells, l.sampleCode) !== undefined);
}

/**
 * The built-in layout the columns fit best, as a mapping of the family's reading keys: it must
 * name a sample column and at least one reading the family enters; a layout whose signature
 * column is present wins over one that merely matches.
 */
export function detectLayout(columns: readonly string[], familyReadings: readonly string[]): { source: InstrumentMappingSource; mapping: InstrumentColumnMapping } | null {
  let best: { score: number; source: InstrumentMappingSource; mapping: InstrumentColumnMapping } | null = null;
  for (const layout of INSTRUMENT_LAYOUTS) {
    const sampleCode = findColumn(columns, layout.sampleCode);
    if (!sampleCode) continue;
    const readings: Record<string, string> = {};
    for (const key of familyReadings) {
      const column = layout.readings[key] ? findColumn(columns, layout.readings[key]) : undefined;
      if (column && column !== sampleCode) readings[key] = column;
    }
    if (!Object.keys(readings).length) continue;
    const score = Object.keys(readings).length + (findColumn(columns, layout.signature) ? 10 : 0);
    if (!best || score > best.score) best = { score, source: layout.source, mapping: { sampleCode, readings } };
  }
  return best && { source: best.source, mapping: best.mapping };
}

/**
 * A stored or requested mapping restricted to what this file and this family can use: null when
 * its sample column is not in the file or none of its readings is both the family's and present.
 */
export function applicableMapping(mapping: InstrumentColumnMapping | null | undefined, columns: readonly string[], familyReadings: readonly string[]): InstrumentColumnMapping | null {
  if (!mapping || !columns.includes(mapping.sampleCode)) return null;
  const readings = Object.fromEntries(Object.entries(mapping.readings).filter(([key, column]) => familyReadings.includes(key) && columns.includes(column)));
  return Object.keys(readings).length ? { sampleCode: mapping.sampleCode, readings } : null;
}

/** A mapping sent by the dialog (JSON text), checked against the file's columns and the family's readings; a Chinese refusal otherwise. */
export function parseRequestedMapping(raw: string, columns: readonly string[], familyReadings: readonly string[], readingLabel: (key: string) => string): InstrumentColumnMapping | string {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return '列对应关系格式不正确';
  }
  const obj = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const readings = obj?.readings && typeof obj.readings === 'object' && !Array.isArray(obj.readings) ? (obj.readings as Record<string, unknown>) : null;
  if (!obj || typeof obj.sampleCode !== 'string' || !readings) return '列对应关系格式不正确';
  if (!columns.includes(obj.sampleCode)) return `文件中没有样品编号列「${obj.sampleCode}」`;
  const chosen: Record<string, string> = {};
  for (const [key, column] of Object.entries(readings)) {
    if (column === null || column === undefined || column === '') continue;
    if (!familyReadings.includes(key)) return `本批次的检测方法没有读数「${key}」`;
    if (typeof column !== 'string' || !columns.includes(column)) return `文件中没有「${readingLabel(key)}」对应的列「${String(column)}」`;
    chosen[key] = column;
  }
  if (!Object.keys(chosen).length) return '请至少为一个读数指定文件中的列';
  return { sampleCode: obj.sampleCode, readings: chosen };
}
