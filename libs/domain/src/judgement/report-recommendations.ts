/**
 * A report's 建议 (recommendations), generated from its judged points, never typed: for each hazard
 * found over its limit, the control measures the trade's standard sentences name for its kind —
 * engineering controls first, then organisation, protective equipment and health surveillance
 * (GBZ/T 225 order: eliminate, engineer, manage, protect) — followed by the general
 * recommendations every occupational-hazard report carries.
 */

/** What kind of hazard a failing point measured: the recommendation's measures follow from it. */
export type RecommendationHazardKind = 'chemical' | 'dust' | 'noise' | 'heat';

export interface FailingHazard {
  readonly hazard: string;
  readonly kind: RecommendationHazardKind;
  /** Where it failed, as the report names the posts ("喷漆车间/喷漆工"). */
  readonly places: readonly string[];
}

const MEASURES: Readonly<Record<RecommendationHazardKind, string>> = {
  chemical:
    '应优先采用无毒或低毒原料替代，对产生点实行密闭化、自动化操作，完善局部排风和通风净化设施并定期维护检修；接触人员应正确佩戴防毒面具等个体防护用品，并缩短接触时间',
  dust: '应采取湿式作业、密闭尘源和局部除尘等防尘措施，确保除尘设施正常运行；接触人员应正确佩戴防颗粒物呼吸器，并加强作业场所清扫',
  noise: '应选用低噪声设备，对高噪声设备采取隔声、消声、减振等降噪措施，合理布局并缩短接触时间；接触人员应正确佩戴耳塞、耳罩等护听器',
  heat: '应采取隔热、通风、降温等措施，合理安排作业时间、设置工间休息室，供应含盐清凉饮料；做好防暑降温工作',
};

/** The recommendations every report ends with, in this order. */
export const GENERAL_RECOMMENDATIONS: readonly string[] = [
  '用人单位应建立健全职业卫生管理制度和操作规程，设置或指定职业卫生管理机构，配备专（兼）职职业卫生管理人员。',
  '应在产生职业病危害的作业岗位醒目位置设置警示标识和中文警示说明，并在醒目位置公布职业病危害因素检测结果。',
  '应为劳动者提供符合国家标准的个体防护用品，并督促、指导劳动者正确佩戴和使用，定期维护和更换。',
  '应按照《职业健康监护技术规范》（GBZ 188）组织接触职业病危害因素的劳动者进行上岗前、在岗期间和离岗时的职业健康检查，并建立职业健康监护档案。',
  '应加强对劳动者的职业卫生培训，使其了解所接触的职业病危害因素及其防护措施。',
  '应定期对工作场所职业病危害因素进行检测与评价，确保职业病防护设施正常运行。',
];

/** One sentence per hazard over its limit, then the general recommendations. */
export function reportRecommendations(failing: readonly FailingHazard[]): string[] {
  const byHazard = new Map<string, { kind: RecommendationHazardKind; places: string[] }>();
  for (const f of failing) {
    const entry = byHazard.get(f.hazard) ?? { kind: f.kind, places: [] };
    for (const place of f.places) if (place && !entry.places.includes(place)) entry.places.push(place);
    byHazard.set(f.hazard, entry);
  }
  const specific = [...byHazard].map(([hazard, { kind, places }]) => {
    const where = places.length > 0 ? `${places.join('、')}的` : '';
    return `${where}${hazard}检测结果超过职业接触限值，${MEASURES[kind]}。`;
  });
  return [...specific, ...GENERAL_RECOMMENDATIONS];
}
