/**
 * 省级监管与数据同步 (the menu catalogue's subtree, kept in its own file to keep menu-catalogue.ts small):
 * the provincial push and its synchronisation, the province's codes, zone supervision, report
 * disclosure, and a health authority's QC tasks, experts and scorings.
 */
import { PROVINCE_HAZARD_CODE } from '../province/province-hazard-code.declaration';
import { PROVINCIAL_PUSH } from '../province/provincial-push.declaration';
import { REPORT_DISCLOSURE } from '../disclosure/report-disclosure.declaration';
import { QS_QC_TASK } from '../provincial-qc/provincial-qc.declaration';
import { EXPERT_CHECK, EXPERT_TASK } from '../supervision/expert-task.declaration';
import { SCORE_RECORD, SCORE_SHEET } from '../supervision/score.declaration';
import type { CatalogueBuilders, CatalogueMenu } from './menu-catalogue';

/** Built with the catalogue's own builders (passed in, so this file does not import the catalogue at runtime). */
export function dataGovernanceMenu({ dir, menu, resourceMenu, withButtons, withEventsOf }: CatalogueBuilders): CatalogueMenu {
  return dir('省级监管与数据同步', 'DataGovernance', 'dataGovernance', 'international', [
    // the provincial push of issued reports: 新增推送, 提交 (负责人), 主管审核通过/主管驳回, 质控审核通过 (queues the push)/质控驳回, 重新推送
    resourceMenu(PROVINCIAL_PUSH, '职业卫生报告', 'OccupationalHealthReport', 'occupationalHealthReport', 'dataGovernance/occupationalHealthReport/index', 'ohReport'),
    // the same pushes with their jobs, exchange logs and the reconciliation against the province: 推送 (a batch job), 重新推送
    withButtons(resourceMenu(PROVINCIAL_PUSH, '数据同步', 'DataSynchronization', 'dataSynchronization', 'dataGovernance/dataSynchronization/differentPlatform/index', 'dataSync'), ['push', 'export', 'retry']),
    // our hazards → the province's item, result and unit codes (a push's 提交 needs every hazard of its points here)
    resourceMenu(PROVINCE_HAZARD_CODE, '省平台编码对照', 'ProvinceHazardCode', 'provinceHazardCode', 'dataGovernance/provinceHazardCode/index', 'provinceCode'),
    menu('分区监管', 'ZoningSupervision', 'zoningSupervision', 'dataGovernance/zoningSupervision/samePlatform/index', 'zoning', ['export']),
    // the public disclosure of issued reports: 审核通过 (a supervisor), 发布 (quality, never the same person), 退回, 不予公示, 撤回, 重新审核, 生成公示
    resourceMenu(REPORT_DISCLOSURE, '报告公示', 'ReportFormula', 'reportFormula', 'dataGovernance/reportFormula/index', 'reportFormula'),
    // a health authority's QC tasks over the organisations of its zones
    resourceMenu(QS_QC_TASK, '省级质控', 'QsQualityControl', 'qsQualityControl', 'dataGovernance/qsQualityControl/index', 'qsQuality'),
    // a health authority's expert pool, its QC tasks, each organisation's check and each expert's opinion (one prefix)
    withEventsOf(resourceMenu(EXPERT_TASK, '专家任务', 'ExpertManage', 'expertManage', 'expertManage/taskList/index', 'expertTask'), EXPERT_CHECK, 'expertTask'),
    // its scoring sheets (versioned) and its scorings of report reviews and on-site verifications (one prefix)
    withEventsOf(resourceMenu(SCORE_SHEET, '评分管理', 'Score', 'score', 'score/index', 'score'), SCORE_RECORD, 'score'),
    { key: 'NhcLink', title: '国家卫健委', type: 1, path: 'https://www.nhc.gov.cn/', iFrame: true, icon: 'link' },
  ]);
}
