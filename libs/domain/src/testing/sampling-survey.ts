import { gbz21Limits2019 } from '../limits/default-table';
import { limitKindsOf } from '../sampling/limit-kinds';
import type { SamplingMethodDefaults, SurveyFacts } from '../sampling/plan-generator';

/**
 * Test helper (not exported by the package): a survey with known headcounts and equipment,
 * shared by the sampling specs.
 * 焊接车间 — 焊工 8 exposed (Mn, welding fume, CO), 打磨工 4 (welding fume, other dust),
 * 12 welding machines (Mn, fume, CO), 2 grinders (other dust); 喷漆车间 — 喷漆工 5 (toluene,
 * xylene), 5 spray booths. Noise at 焊工 is identified but not to be tested.
 */
export const SURVEY: SurveyFacts = {
  posts: [
    { workshop: '焊接车间', post: '焊工', headcount: 9, exposedHeadcount: 8, hoursPerDay: 8 },
    { workshop: '焊接车间', post: '打磨工', headcount: 4, hoursPerDay: '6' },
    { workshop: '喷漆车间', post: '喷漆工', headcount: 5, exposedHeadcount: 5, hoursPerDay: 8 },
  ],
  postHazards: [
    { workshop: '焊接车间', post: '焊工', hazard: '锰及其无机化合物', toBeTested: true },
    { workshop: '焊接车间', post: '焊工', hazard: '电焊烟尘', toBeTested: true },
    { workshop: '焊接车间', post: '焊工', hazard: '一氧化碳', toBeTested: true },
    { workshop: '焊接车间', post: '焊工', hazard: '噪声', toBeTested: false },
    { workshop: '焊接车间', post: '打磨工', hazard: '电焊烟尘', toBeTested: true },
    { workshop: '焊接车间', post: '打磨工', hazard: '其他粉尘', toBeTested: true },
    { workshop: '喷漆车间', post: '喷漆工', hazard: '甲苯', toBeTested: true },
    { workshop: '喷漆车间', post: '喷漆工', hazard: '二甲苯', toBeTested: true },
  ],
  equipment: [
    { workshop: '焊接车间', equipmentType: '电焊机', units: 12, hazards: ['锰及其无机化合物', '电焊烟尘', '一氧化碳'] },
    { workshop: '焊接车间', equipmentType: '砂轮机', units: 2, hazards: ['其他粉尘'] },
    { workshop: '喷漆车间', equipmentType: '喷漆台', units: 5, hazards: ['甲苯', '二甲苯'] },
  ],
};

export const METHODS: Record<string, SamplingMethodDefaults> = {
  锰及其无机化合物: { sampleType: 'individual', collector: '微孔滤膜', medium: '滤膜夹', flow: '3.5', method: 'GBZ/T 300.17-2017' },
  电焊烟尘: { sampleType: 'individual', collector: '过氯乙烯滤膜', flow: '2.0', blanksPerBatch: 1, method: 'GBZ/T 192.1-2007' },
  一氧化碳: { sampleType: 'fixed', collector: '采气袋', flow: '0.5', longDurationMinutes: 60, method: 'GBZ/T 300.37-2017' },
  甲苯: { sampleType: 'individual', collector: '活性炭管', medium: '100mg/50mg', flow: '0.050', method: 'GBZ/T 300.66-2017' },
  二甲苯: { sampleType: 'fixed', collector: '活性炭管', medium: '100mg/50mg', flow: '0.100', method: 'GBZ/T 300.66-2017' },
};

export const limitKindsFor = (hazard: string) => limitKindsOf(gbz21Limits2019(), hazard);
export const methodFor = (hazard: string) => METHODS[hazard];
