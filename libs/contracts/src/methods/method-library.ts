/**
 * The standard methods library (标准方法库): product data every organisation's methods catalogue
 * starts from — the common hazards with the national method that measures them, sampled as that
 * standard describes. Importing it adds the rows an organisation does not hold yet (keyed by
 * METHOD_LIBRARY_KEY); the organisation then edits, copies and accredits its own rows.
 *
 * Detection limits are left to each laboratory (they come from its own method validation);
 * dust gives the weighing limit of GBZ/T 192 (0.1 mg). Hazard names are the GBZ 2.1 / GBZ 2.2
 * vocabulary of @ohit/domain, spelt as the shipped tables spell them (method-library.spec.ts).
 */
import type { BelowDetectionRule } from '@ohit/domain';
import type { CalculationFormula } from './calculation-formulas';

export interface LabMethodLibraryEntry {
  hazardName: string;
  cas?: string;
  dustFraction?: 'total' | 'respirable';
  standardNo: string;
  methodName: string;
  samplingType: string;
  collector?: string;
  medium?: string;
  /** L/min, exact decimal text. */
  flowRate?: string;
  durationMinutes?: number;
  instrumentFamily: string;
  instrument?: string;
  preservation?: string;
  shelfLifeDays?: number;
  desorption?: string;
  breakthroughPercent?: string;
  detectionLimit?: string;
  detectionLimitUnit?: string;
  reportDecimals: number;
  belowLodRule?: BelowDetectionRule;
  fieldBlanks: number;
  blankRule?: string;
  formula?: CalculationFormula;
  /** The standard's implementation date where the library is sure of it. */
  validFrom?: string;
}

type Base = Omit<LabMethodLibraryEntry, 'samplingType' | 'flowRate' | 'durationMinutes'>;
type Sampling = Pick<LabMethodLibraryEntry, 'samplingType' | 'flowRate' | 'durationMinutes'> & Partial<LabMethodLibraryEntry>;

/** GBZ/T 300 parts of 2017: issued 2017-11-09, in force from 2018-05-01. */
const GBZT300_2017 = '2018-05-01';

const FIXED_SHORT = (flowRate: string, durationMinutes = 15): Sampling => ({ samplingType: 'fixed-short', flowRate, durationMinutes });
const PERSONAL_LONG = (flowRate: string, durationMinutes = 120): Sampling => ({ samplingType: 'personal-long', flowRate, durationMinutes });

function methods(base: Base, ...samplings: Sampling[]): LabMethodLibraryEntry[] {
  return samplings.map((s) => ({ ...base, ...s }));
}

/** Solvent desorption of an activated-charcoal tube, gas chromatography (GBZ/T 300 organic parts). */
function charcoalTube(hazardName: string, cas: string, standardNo: string, extra: Partial<Base> = {}): Base {
  return {
    hazardName,
    cas,
    standardNo,
    methodName: '溶剂解吸-气相色谱法',
    collector: '活性炭管（100 mg/50 mg）',
    medium: '活性炭',
    instrumentFamily: 'gc',
    instrument: '气相色谱仪（FID）',
    preservation: '采样后两端密封，常温保存',
    shelfLifeDays: 7,
    desorption: '前后段分别用1.0 mL二硫化碳解吸30 min',
    breakthroughPercent: '10',
    reportDecimals: 2,
    belowLodRule: 'half-limit',
    fieldBlanks: 2,
    blankRule: '每批样品带2个现场空白管，样品结果扣除空白',
    formula: 'sorbentTubeConcentration',
    validFrom: standardNo.endsWith('-2017') ? GBZT300_2017 : undefined,
    ...extra,
  };
}

/** An absorbing solution in an impinger, measured in the laboratory (C = (c − c0)·V / V0). */
function impinger(hazardName: string, cas: string, standardNo: string, methodName: string, collector: string, medium: string, instrumentFamily: string, extra: Partial<Base> = {}): Base {
  return {
    hazardName,
    cas,
    standardNo,
    methodName,
    collector,
    medium,
    instrumentFamily,
    preservation: '采样后封闭进出气口，尽快送检',
    reportDecimals: 2,
    belowLodRule: 'half-limit',
    fieldBlanks: 2,
    blankRule: '每批样品带2个现场空白吸收管，样品结果扣除空白',
    formula: 'solutionSampleConcentration',
    ...extra,
  };
}

/** A metal on a microporous filter, acid digestion, atomic absorption or fluorescence (GBZ/T 300 metal parts). */
function metalFilter(hazardName: string, cas: string, standardNo: string, methodName: string, instrumentFamily: 'aas' | 'afs', extra: Partial<Base> = {}): Base {
  return {
    hazardName,
    cas,
    standardNo,
    methodName,
    collector: '微孔滤膜（0.8 μm）',
    medium: '微孔滤膜',
    instrumentFamily,
    instrument: instrumentFamily === 'aas' ? '原子吸收分光光度计' : '原子荧光光度计',
    preservation: '滤膜接尘面朝里对折，放入清洁容器，常温保存',
    desorption: '硝酸-高氯酸消解，定容10 mL',
    reportDecimals: 3,
    belowLodRule: 'half-limit',
    fieldBlanks: 2,
    blankRule: '每批样品带2张现场空白滤膜，样品结果扣除空白',
    formula: 'solutionSampleConcentration',
    validFrom: GBZT300_2017,
    ...extra,
  };
}

/** Dust on a filter, weighed (GBZ/T 192.1 total, GBZ/T 192.2 respirable). */
function dust(hazardName: string, dustFraction: 'total' | 'respirable'): Base {
  const total = dustFraction === 'total';
  return {
    hazardName,
    dustFraction,
    standardNo: total ? 'GBZ/T 192.1-2007' : 'GBZ/T 192.2-2007',
    methodName: total ? '滤膜质量法（总粉尘浓度）' : '滤膜质量法（呼吸性粉尘浓度）',
    collector: total ? '粉尘采样器（测尘滤膜）' : '呼吸性粉尘采样器（预分离器＋测尘滤膜）',
    medium: '过氯乙烯纤维滤膜',
    instrumentFamily: 'dust-gravimetric',
    instrument: '分析天平（感量0.01 mg）',
    preservation: '滤膜接尘面朝里对折，放入样品盒，常温保存',
    detectionLimit: '0.1',
    detectionLimitUnit: 'mg',
    reportDecimals: 2,
    belowLodRule: 'half-limit',
    fieldBlanks: 2,
    blankRule: '每批带2张空白滤膜，空白滤膜称量变化不超过0.02 mg',
    formula: 'dustConcentration',
  };
}

/** A physical agent or a direct-reading gas measured on site (no sample, no blank). */
function measured(hazardName: string, standardNo: string, methodName: string, samplingType: string, instrumentFamily: string, instrument: string, reportDecimals: number, formula?: CalculationFormula, extra: Partial<LabMethodLibraryEntry> = {}): LabMethodLibraryEntry {
  return { hazardName, standardNo, methodName, samplingType, instrumentFamily, instrument, reportDecimals, fieldBlanks: 0, formula, ...extra };
}

/** The library's rows, in the order the catalogue lists them first. */
export function standardMethodLibrary(): LabMethodLibraryEntry[] {
  return [
    // organic solvents: a 15 min short-time sample at a fixed point and a long-time personal sample
    ...methods(charcoalTube('苯', '71-43-2', 'GBZ/T 300.66-2017'), FIXED_SHORT('0.1'), PERSONAL_LONG('0.05')),
    ...methods(charcoalTube('甲苯', '108-88-3', 'GBZ/T 300.66-2017'), FIXED_SHORT('0.1'), PERSONAL_LONG('0.05')),
    ...methods(charcoalTube('二甲苯', '1330-20-7', 'GBZ/T 300.66-2017'), FIXED_SHORT('0.1'), PERSONAL_LONG('0.05')),
    ...methods(charcoalTube('乙苯', '100-41-4', 'GBZ/T 300.66-2017'), FIXED_SHORT('0.1'), PERSONAL_LONG('0.05')),
    ...methods(charcoalTube('正己烷', '110-54-3', 'GBZ/T 300.60-2017'), FIXED_SHORT('0.1'), PERSONAL_LONG('0.05')),
    ...methods(charcoalTube('三氯乙烯', '79-01-6', 'GBZ/T 300.78-2017', { shelfLifeDays: 5 }), FIXED_SHORT('0.1'), PERSONAL_LONG('0.05')),
    ...methods(charcoalTube('乙酸乙酯', '141-78-6', 'GBZ/T 160.63-2007'), FIXED_SHORT('0.1'), PERSONAL_LONG('0.05')),
    ...methods(charcoalTube('苯乙烯', '100-42-5', 'GBZ/T 300.68-2017'), FIXED_SHORT('0.1')),
    ...methods(charcoalTube('乙酸丁酯', '123-86-4', 'GBZ/T 160.63-2007'), FIXED_SHORT('0.1')),
    ...methods(charcoalTube('丙酮', '67-64-1', 'GBZ/T 300.103-2017'), FIXED_SHORT('0.1')),
    ...methods(charcoalTube('三氯甲烷', '67-66-3', 'GBZ/T 300.73-2017'), FIXED_SHORT('0.3')),
    ...methods(
      charcoalTube('甲醇', '67-56-1', 'GBZ/T 300.84-2017', { collector: '硅胶管（200 mg/100 mg）', medium: '硅胶', desorption: '前后段分别用1.0 mL水解吸30 min' }),
      FIXED_SHORT('0.1'),
    ),
    // a gas bag analysed by direct injection: the bag's concentration is the result
    {
      hazardName: '二氯甲烷',
      cas: '75-09-2',
      standardNo: 'GBZ/T 300.73-2017',
      methodName: '直接进样-气相色谱法',
      samplingType: 'fixed-short',
      collector: '采气袋',
      durationMinutes: 15,
      instrumentFamily: 'gc',
      instrument: '气相色谱仪（FID）',
      preservation: '采气袋密封，尽快测定',
      shelfLifeDays: 1,
      reportDecimals: 1,
      belowLodRule: 'half-limit',
      fieldBlanks: 1,
      blankRule: '每批带1个清洁空气空白袋',
      validFrom: GBZT300_2017,
    },
    // inorganic gases and vapours in absorbing solutions (MAC substances: short-time samples only)
    ...methods(
      impinger('甲醛', '50-00-0', 'GBZ/T 300.99-2017', '溶液吸收-酚试剂分光光度法', '大型气泡吸收管', '5.0 mL酚试剂吸收液', 'spectrophotometry', {
        instrument: '紫外可见分光光度计',
        preservation: '封闭进出气口，常温24 h内测定或4 ℃冷藏',
        shelfLifeDays: 3,
        validFrom: GBZT300_2017,
      }),
      FIXED_SHORT('0.2'),
    ),
    ...methods(
      impinger('氨', '7664-41-7', 'GBZ/T 160.29-2004', '纳氏试剂分光光度法', '大型气泡吸收管', '5.0 mL稀硫酸吸收液', 'spectrophotometry', { instrument: '紫外可见分光光度计' }),
      FIXED_SHORT('0.5'),
    ),
    ...methods(
      impinger('氮氧化物', '10102-44-0', 'GBZ/T 160.29-2004', '盐酸萘乙二胺分光光度法', '多孔玻板吸收管', '5.0 mL对氨基苯磺酸-盐酸萘乙二胺吸收液', 'spectrophotometry', {
        instrument: '紫外可见分光光度计',
        preservation: '封闭进出气口，避光，当天测定',
        shelfLifeDays: 1,
      }),
      FIXED_SHORT('0.5'),
    ),
    ...methods(
      impinger('氰化氢', '74-90-8', 'GBZ/T 160.29-2004', '异烟酸钠-巴比妥酸钠分光光度法', '小型气泡吸收管（串联）', '氢氧化钠吸收液', 'spectrophotometry', {
        instrument: '紫外可见分光光度计',
        preservation: '封闭进出气口，当天测定',
        shelfLifeDays: 1,
      }),
      FIXED_SHORT('0.2', 10),
    ),
    ...methods(
      impinger('硫化氢', '7783-06-4', 'GBZ/T 160.33-2004', '硝酸银比色法', '多孔玻板吸收管', '10.0 mL亚砷酸盐吸收液', 'visual-colorimetry', {
        instrument: '具塞比色管',
        preservation: '封闭进出气口，常温保存',
        shelfLifeDays: 5,
      }),
      FIXED_SHORT('0.5'),
    ),
    ...methods(
      impinger('二氧化硫', '7446-09-5', 'GBZ/T 160.33-2004', '四氯汞钾-盐酸副玫瑰苯胺分光光度法', '多孔玻板吸收管', '10.0 mL四氯汞钾吸收液', 'spectrophotometry', {
        instrument: '紫外可见分光光度计',
        preservation: '封闭进出气口，常温保存',
        shelfLifeDays: 15,
      }),
      FIXED_SHORT('0.5'),
    ),
    ...methods(
      impinger('氟化氢', '7664-39-3', 'GBZ/T 160.36-2004', '离子选择电极法', '浸渍玻璃纤维滤纸（2张）', '碱性浸渍滤纸', 'electrode', {
        instrument: '离子计及氟离子选择电极',
        preservation: '滤纸对折放入清洁塑料袋，尽快测定',
        desorption: '水浸提（超声）',
      }),
      FIXED_SHORT('5'),
    ),
    ...methods(
      impinger('氯', '7782-50-5', 'GBZ/T 160.37-2004', '甲基橙分光光度法', '大型气泡吸收管', '5.0 mL甲基橙吸收液', 'spectrophotometry', {
        instrument: '紫外可见分光光度计',
        preservation: '封闭进出气口，48 h内测定',
        shelfLifeDays: 2,
      }),
      FIXED_SHORT('0.5', 10),
    ),
    ...methods(
      impinger('氯化氢及盐酸', '7647-01-0', 'GBZ/T 160.37-2004', '离子色谱法', '多孔玻板吸收管', '5.0 mL淋洗液吸收液', 'ic', {
        instrument: '离子色谱仪（电导检测器）',
        preservation: '封闭进出气口，48 h内测定',
        shelfLifeDays: 2,
      }),
      FIXED_SHORT('0.5'),
    ),
    // direct-reading gases: read on site, the readings time-weighted
    measured('一氧化碳', 'GBZ/T 300.37-2017', '不分光红外线气体分析仪法', 'fixed-measure', 'ndir', '不分光红外线一氧化碳分析仪', 1, 'timeWeightedAverage', {
      cas: '630-08-0',
      validFrom: GBZT300_2017,
    }),
    measured('二氧化碳', 'GBZ/T 300.37-2017', '不分光红外线气体分析仪法', 'fixed-measure', 'ndir', '不分光红外线二氧化碳分析仪', 0, 'timeWeightedAverage', {
      cas: '124-38-9',
      validFrom: GBZT300_2017,
    }),
    // metals on filters
    ...methods(metalFilter('锰及其无机化合物', '7439-96-5', 'GBZ/T 300.17-2017', '酸消解-火焰原子吸收光谱法', 'aas'), FIXED_SHORT('5'), PERSONAL_LONG('1')),
    ...methods(metalFilter('铅及其无机化合物', '7439-92-1', 'GBZ/T 300.15-2017', '酸消解-火焰原子吸收光谱法', 'aas'), FIXED_SHORT('5'), PERSONAL_LONG('1')),
    ...methods(metalFilter('镉及其化合物', '7440-43-9', 'GBZ/T 300.6-2017', '酸消解-火焰原子吸收光谱法', 'aas'), FIXED_SHORT('5'), PERSONAL_LONG('1')),
    ...methods(metalFilter('镍及其无机化合物', '7440-02-0', 'GBZ/T 300.20-2017', '酸消解-火焰原子吸收光谱法', 'aas'), FIXED_SHORT('5')),
    ...methods(
      metalFilter('砷及其无机化合物', '7440-38-2', 'GBZ/T 300.47-2017', '酸消解-原子荧光光谱法', 'afs', { collector: '浸渍微孔滤膜', medium: '浸渍微孔滤膜', shelfLifeDays: 15 }),
      FIXED_SHORT('3'),
      PERSONAL_LONG('1'),
    ),
    ...methods(
      metalFilter('三氧化铬、铬酸盐、重铬酸盐', '18540-29-9', 'GBZ/T 300.9-2017', '二苯碳酰二肼分光光度法', 'aas', {
        instrumentFamily: 'spectrophotometry',
        instrument: '紫外可见分光光度计',
        desorption: '碱性溶液洗脱',
      }),
      FIXED_SHORT('5'),
    ),
    ...methods(
      metalFilter('汞-金属汞', '7439-97-6', 'GBZ/T 300.18-2017', '溶液吸收-原子荧光光谱法', 'afs', {
        collector: '大型气泡吸收管（串联）',
        medium: '10.0 mL酸性高锰酸钾吸收液',
        preservation: '封闭进出气口，24 h内测定',
        shelfLifeDays: 1,
        desorption: undefined,
        blankRule: '每批样品带2个现场空白吸收管，样品结果扣除空白',
      }),
      FIXED_SHORT('0.5'),
    ),
    // dusts: total (fixed-point short, personal long) and respirable (personal long)
    ...methods(dust('矽尘', 'total'), FIXED_SHORT('20'), PERSONAL_LONG('2')),
    ...methods(dust('矽尘', 'respirable'), PERSONAL_LONG('2')),
    ...methods(dust('煤尘', 'total'), FIXED_SHORT('20'), PERSONAL_LONG('2')),
    ...methods(dust('煤尘', 'respirable'), PERSONAL_LONG('2')),
    ...methods(dust('水泥粉尘', 'total'), FIXED_SHORT('20'), PERSONAL_LONG('2')),
    ...methods(dust('水泥粉尘', 'respirable'), PERSONAL_LONG('2')),
    ...methods(dust('电焊烟尘', 'total'), FIXED_SHORT('20'), PERSONAL_LONG('2')),
    ...methods(dust('其他粉尘', 'total'), FIXED_SHORT('20'), PERSONAL_LONG('2')),
    // free silica of the dust: picks the 矽尘 row (band < 10 / 10–50 / 50–80 / > 80 %)
    {
      hazardName: '矽尘',
      cas: '14808-60-7',
      standardNo: 'GBZ/T 192.4-2007',
      methodName: '焦磷酸法（游离二氧化硅含量）',
      samplingType: 'bulk',
      collector: '采集工作场所呼吸带高度的积尘或大流量滤膜采样',
      instrumentFamily: 'free-silica',
      instrument: '分析天平、高温电炉',
      preservation: '装入密封袋，常温保存',
      reportDecimals: 1,
      fieldBlanks: 0,
      formula: 'freeSilicaPercent',
    },
    // physical agents measured on site
    measured('噪声', 'GBZ/T 189.8-2007', '定点测量（积分声级计）', 'fixed-measure', 'noise-meter', '积分声级计（2型及以上）', 1, 'noiseLex8h'),
    measured('噪声', 'GBZ/T 189.8-2007', '个体测量（个人噪声剂量计）', 'personal-measure', 'noise-meter', '个人噪声剂量计', 1, 'noiseLex8hFromLaeq'),
    measured('高温', 'GBZ/T 189.7-2007', 'WBGT指数测量', 'fixed-measure', 'wbgt-meter', 'WBGT指数仪', 1, 'wbgtTimeWeighted'),
    measured('手传振动', 'GBZ/T 189.9-2007', '手传振动测量', 'fixed-measure', 'direct-reading', '手传振动测量仪', 2),
    measured('照度', 'GB/T 5700-2008', '照度测量', 'fixed-measure', 'illuminance-meter', '照度计（一级）', 0),
  ];
}
