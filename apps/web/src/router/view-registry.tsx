import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { APPROVAL_DETAIL_PAGES, LAB_FAMILY_SCREENS, labFamilyListComponent, labFamilyPageComponent, LYJC_FREE_SILICA_ROUTE } from '@ohit/contracts';
import '../jobs/register';

type Page = LazyExoticComponent<ComponentType<Record<string, never>>>;

const notice: Page = lazy(() => import('../pages/notice/NoticePage'));
const apk: Page = lazy(() => import('../pages/apk/ApkPage'));
const platform: Page = lazy(() => import('../pages/platform/PlatformPage'));
/** 档案详情: one page under both of the spec's routes (/qualityControlNew/index/page and /qualityControl/index/page → detail). */
const archiveDetail: Page = lazy(() => import('../pages/archives/ArchiveDetailPage'));
/** 专家任务, 评分管理 and 三方质控's screens (issue 15): one module of pages over their declarations. */
const supervisionTasks = (page: keyof typeof import('../pages/supervision-tasks/SupervisionPages')): Page =>
  lazy(() => import('../pages/supervision-tasks/SupervisionPages').then((m) => ({ default: m[page] })));

const inspectedUnits: Page = lazy(() => import('../pages/inspected-units/InspectedUnitList'));
const equipment: Page = lazy(() => import('../pages/equipment/EquipmentList'));
const equipmentCategories: Page = lazy(() => import('../pages/equipment-categories/EquipmentCategoryList'));
const stock = (page: keyof typeof import('../pages/stock/StockPages')): Page => lazy(() => import('../pages/stock/StockPages').then((m) => ({ default: m[page] })));
const dataTemplates = (page: keyof typeof import('../pages/data-templates/DataTemplatePages')): Page =>
  lazy(() => import('../pages/data-templates/DataTemplatePages').then((m) => ({ default: m[page] })));
const labRecords = (page: keyof typeof import('../pages/lab-records/RecordScreens')): Page =>
  lazy(() => import('../pages/lab-records/RecordScreens').then((m) => ({ default: m[page] })));
const reports = (page: keyof typeof import('../pages/reports/ReportPages')): Page => lazy(() => import('../pages/reports/ReportPages').then((m) => ({ default: m[page] })));
const pushPages = (page: keyof typeof import('../pages/provincial-push/PushPages')): Page => lazy(() => import('../pages/provincial-push/PushPages').then((m) => ({ default: m[page] })));
type ApprovalScreen = 'ProjectAuditReviewList' | 'ApprovalWorkbench' | 'ReportIssueList';
const approvals = (page: ApprovalScreen): Page => lazy(() => import('../pages/approvals/ApprovalScreens').then((m) => ({ default: m[page] })));
/** The approval detail routes (/projectAuditReviewPage/page, /projectAuditReviewNewPage/page … pageLyjcSysjs): one page, each its variant. */
const approvalDetailViews: Record<string, Page> = Object.fromEntries(
  APPROVAL_DETAIL_PAGES.map((p) => [p.path, lazy(() => import('../pages/approvals/ApprovalScreens').then((m) => ({ default: m.approvalDetailPage(p.key) })))]),
);

const labFamilyPages = (page: 'familyListPage' | 'familyBatchPage', path: string): Page =>
  lazy(() => import('../pages/laboratory/LabFamilyPages').then((m) => ({ default: m[page](path) })));
/** 实验室: each family screen's list (lab/<path>/index) and its hidden route (<path>/index: a batch by ?code=, else the list) — one page given the family. */
const labFamilyViews: Record<string, Page> = Object.fromEntries(
  LAB_FAMILY_SCREENS.flatMap((s) => [
    [labFamilyListComponent(s), labFamilyPages('familyListPage', s.path)],
    [labFamilyPageComponent(s), labFamilyPages('familyBatchPage', s.path)],
  ]),
);

/** 省级质控's pages: the generic list and detail pages over its two declarations. */
const provincialQc = (page: keyof typeof import('../pages/provincial-qc/ProvincialQcPages')): Page =>
  lazy(() => import('../pages/provincial-qc/ProvincialQcPages').then((m) => ({ default: m[page] })));

/** Menu component strings → lazily loaded pages. Unknown keys get the "under construction" page. */
export const viewRegistry: Record<string, Page> = {
  'dashboard/index': lazy(() => import('../pages/dashboard/DashboardPage')),
  'system/user/index': lazy(() => import('../pages/system/users/UserList')),
  'system/role/index': lazy(() => import('../pages/system/roles/RoleList')),
  'system/menu/index': lazy(() => import('../pages/system/menus/MenuList')),
  'system/organization/index': lazy(() => import('../pages/system/organization/OrganizationList')),
  // notifications, dictionaries, app releases, linked platforms (the seed's names and the short ones)
  'system/notice/index': notice,
  'system/announcement/index': lazy(() => import('../pages/notice/AnnouncementPage')),
  'system/dict/index': lazy(() => import('../pages/dict/DictPage')),
  'system/apk/index': apk,
  'system/apkAffix/index': apk,
  'system/platform/index': platform,
  'system/platformLink/index': platform,
  // 系统设置 › 帮助文档: the /helper page (list, upload, delete)
  'system/helpDoc/index': lazy(() => import('../pages/helper/HelperPage')),
  // 系统设置 › 工作日历: the platform's holidays and make-up working days, and the working-day deadline calculator
  'system/workCalendar/index': lazy(() => import('../pages/work-calendar/WorkCalendarPage')),
  // 系统设置 › 行业资讯: the articles of the public /industryNews pages (editor, cover, 发布/下线)
  'system/industryNews/index': lazy(() => import('../pages/industry-news/IndustryNewsList')),
  // 系统设置 › 报告模板: an organisation's cover picture and 声明 per report type
  'system/reportTemplate/index': lazy(() => import('../pages/report-templates/ReportTemplateList')),
  // 系统设置 › 数据模板: the three kinds' lists, and their hidden detail routes (/system/dataModule/<kind>/page → details)
  'system/dataModule/index': dataTemplates('DataTemplateList'),
  'system/dataModule/siteSurveyModule/page/details': dataTemplates('SiteSurveyTemplateDetail'),
  'system/dataModule/cyfaModule/page/details': dataTemplates('SamplingPlanTemplateDetail'),
  'system/dataModule/qsjcModule/page/details': dataTemplates('MonitoringTemplateDetail'),
  // generic list screens over the resource declarations (src/resources)
  'customer/index': inspectedUnits,
  'customer/inspectedUnit/index': inspectedUnits,
  // hidden detail route customerDetail (row-detail link of 受检单位)
  'customer/detail/index': lazy(() => import('../pages/customer-detail/CustomerDetailPage')),
  'equipment/eqpLedger/index': equipment,
  'equipment/index': equipment,
  'equipment/eqpCategory/index': equipmentCategories,
  // 设备管理: the ledger's detail, 设备出入库 and the three stock kinds, each with its hidden detail route
  'equipment/eqpLedger/detail/index': lazy(() => import('../pages/equipment/EquipmentDetailPage')),
  'siteSample/eqpIn/index': lazy(() => import('../pages/equipment-issues/EquipmentIssueList')),
  'siteSample/eqpIn/details/page': lazy(() => import('../pages/equipment-issues/EquipmentIssueDetailPage')),
  'siteSample/eqpHcInfo/index': stock('ConsumableList'),
  'siteSample/eqpHcInfo/page/hcStorage': stock('ConsumableDetail'),
  'equipment/standardSubstance/index': stock('StandardSubstanceList'),
  'equipment/standardSubstance/detail/index': stock('StandardSubstanceDetail'),
  'equipment/reagent/index': stock('ReagentList'),
  'equipment/reagent/detail/index': stock('ReagentDetail'),
  // 项目与现场 › 项目管理, and its hidden detail route projectDetail (row-detail link of a project's code)
  'siteSample/projectManage/index': lazy(() => import('../pages/projects/ProjectList')),
  'siteSample/projectManage/detail/index': lazy(() => import('../pages/projects/ProjectDetailPage')),
  // 项目与现场 › 现场调查, and its hidden detail route siteSurveyDetail (/siteSample/siteSurvey/details)
  'siteSample/siteSurvey/index': lazy(() => import('../pages/site-surveys/SiteSurveyList')),
  'siteSample/siteSurvey/details/page': lazy(() => import('../pages/site-surveys/SiteSurveyDetailPage')),
  // 项目与现场 › 现场采样 and its day's pages (/siteSample/liveSample/condition → taskDetails …), 项目调整 (/siteSample/projectAdjustment/blkSampleInfo → details, pageSampling)
  'siteSample/liveSample/index': lazy(() => import('../pages/site-sampling/LiveSampleList')),
  'siteSample/liveSample/condition/taskDetails': lazy(() => import('../pages/site-sampling/TaskDetailsPage')),
  'siteSample/liveSample/condition/pageSampling': lazy(() => import('../pages/site-sampling/PageSamplingPage')),
  'siteSample/liveSample/condition/pageSamplingTime': lazy(() => import('../pages/site-sampling/PageSamplingTimePage')),
  'siteSample/liveSample/condition/projectSign': lazy(() => import('../pages/site-sampling/ProjectSignPage')),
  'siteSample/liveSample/condition/projectMedia': lazy(() => import('../pages/site-sampling/ProjectMediaPage')),
  'siteSample/projectAdjustment/index': lazy(() => import('../pages/site-sampling/ProjectAdjustmentList')),
  'siteSample/projectAdjustment/blkSampleInfo/details': lazy(() => import('../pages/site-sampling/BlankSampleInfoPage')),
  'siteSample/projectAdjustment/blkSampleInfo/pageSampling': lazy(() => import('../pages/site-sampling/AdjustmentSamplingPage')),
  // 项目与现场 › 采样方案 and its hidden detail route samplePlanDetail; 采样准备 and its hidden route planHc (耗材计划)
  'siteSample/samplePlan/index': lazy(() => import('../pages/sampling-plans/SamplingPlanList')),
  'siteSample/samplePlan/details/page': lazy(() => import('../pages/sampling-plans/SamplingPlanDetailPage')),
  'siteSample/samplePrepare/index': lazy(() => import('../pages/sample-prepare/SamplePreparePage')),
  'siteSample/samplePrepare/consumablePlan/planHc': lazy(() => import('../pages/sample-prepare/ConsumablePlanPage')),
  // 样品流转 and 样品确认 (the hand-overs) with their hidden routes /siteSample/sampleFlow/details and /lab/sampleFlow/details; 样品库 and 样品分发 with a sample's page (sampleDetail, where a label's QR code leads)
  'siteSample/sampleFlow/index': lazy(() => import('../pages/samples/SampleFlowList')),
  'siteSample/sampleFlow/details/page': lazy(() => import('../pages/samples/SampleFlowDetailPage')),
  'lab/sampleFlow/index': lazy(() => import('../pages/samples/SampleConfirmList')),
  'lab/sampleFlow/details/page': lazy(() => import('../pages/samples/SampleConfirmPage')),
  'sample/sampleStore/index': lazy(() => import('../pages/samples/SampleStoreList')),
  'sample/sampleStore/detail/index': lazy(() => import('../pages/samples/SampleDetailPage')),
  'lab/sampleDistribute/index': lazy(() => import('../pages/samples/SampleDistributePage')),
  // 来样检测 (/lab/incomingsample): the incoming orders, an order's samples (sampleInfoPush) and its QC archive (detail)
  'lab/incomingsample/index': lazy(() => import('../pages/incoming-samples/IncomingOrderList')),
  'lab/incomingsample/projectManage/index/sampleInfoPush': lazy(() => import('../pages/incoming-samples/IncomingSampleInfoPage')),
  'lab/incomingsample/qualityControlNew/index/page/detail': lazy(() => import('../pages/incoming-samples/IncomingQualityPage')),
  // 实验室 › 检测方法 (/labTest): the methods catalogue
  'lab/labTest/index': lazy(() => import('../pages/methods/LabMethodList')),
  // 实验室检测 (/lab/laboratory: 组批 and the batches), a batch's page (labBatchDetail), the family screens and the lyjc free-silica twin
  'lab/laboratory/index': lazy(() => import('../pages/laboratory/LaboratoryPage')),
  'lab/labBatch/details/index': lazy(() => import('../pages/laboratory/LabBatchPage')),
  ...labFamilyViews,
  [`${LYJC_FREE_SILICA_ROUTE}/index`]: lazy(() => import('../pages/laboratory/LabFamilyPages').then((m) => ({ default: m.LyjcFreeSilicaPage }))),
  // 实验室 › 人员授权 (/staffAuthorization): who may analyse by which method
  'lab/staffAuthorization/index': lazy(() => import('../pages/staff-authorizations/StaffAuthorizationList')),
  // 原始记录: the three lists (原始记录, 原始记录（新） by project, 来样检测记录) and a batch's record document (/recordPage… → pageReport)
  'record/recordList/index': labRecords('RecordList'),
  'record/recordListNew/index': labRecords('RecordListNew'),
  'record/recordListLyjc/index': labRecords('RecordListLyjc'),
  'recordPage/pageReport': labRecords('RecordPage'),
  'recordPageNew/pageReport': labRecords('RecordPageNew'),
  'recordPageNewLyjc/pageReport': labRecords('RecordPageLyjc'),
  // 报告预览 and 报告预览（新）: one report list over each screen's templates, and a report version's page (/report/details, /reportNew/details)
  'reportPreview/index': reports('ReportPreviewList'),
  'reportPreviewNew/index': reports('ReportPreviewNewList'),
  'report/details/index': reports('ReportDetail'),
  'reportNew/details/index': reports('ReportNewDetail'),
  // 报告公示 (/dataGovernance/reportFormula/index) and a disclosure's page (/dataGovernance/reportFormula/index/page → detail)
  'dataGovernance/reportFormula/index': lazy(() => import('../pages/report-disclosures/ReportDisclosureList')),
  'dataGovernance/reportFormula/index/page/detail': lazy(() => import('../pages/report-disclosures/ReportDisclosureDetailPage')),
  // 职业卫生报告 and 数据同步: the provincial pushes, a push's report as the province sees it, its detail, report and data pages
  'dataGovernance/occupationalHealthReport/index': lazy(() => import('../pages/provincial-push/PushList')),
  'dataGovernance/occupationalHealthReport/index/page': pushPages('OhReportPage'),
  'dataGovernance/dataSynchronization/differentPlatform/index': lazy(() => import('../pages/provincial-push/DataSyncPage')),
  'dataGovernance/dataSynchronization/differentPlatform/index/pageSurveyDetail': pushPages('PushDetailPage'),
  'dataGovernance/dataSynchronization/differentPlatform/index/pagePushReport': pushPages('PushReportPage'),
  'dataGovernance/dataSynchronization/differentPlatform/index/pagePushData': pushPages('PushDataPage'),
  'dataGovernance/provinceHazardCode/index': lazy(() => import('../pages/provincial-push/ProvinceHazardCodeList')),
  // 企业申报 (/dataGovernance/enterpriseDeclaration/index) and a declaration's page (…/declarationShow → pageDeclaration)
  'dataGovernance/enterpriseDeclaration/index': lazy(() => import('../pages/enterprise/EnterpriseDeclarationPages')),
  'dataGovernance/enterpriseDeclaration/declarationShow/pageDeclaration': lazy(() => import('../pages/enterprise/EnterpriseDeclarationPages').then((m) => ({ default: m.EnterpriseDeclarationPage }))),
  // 企业项目 (/enterprisesService/enterpriseProjects/index) and a project's page (…/index/page → detail)
  'enterprisesService/enterpriseProjects/index': lazy(() => import('../pages/enterprise/EnterpriseProjectPages')),
  'enterprisesService/enterpriseProjects/index/page/detail': lazy(() => import('../pages/enterprise/EnterpriseProjectPages').then((m) => ({ default: m.EnterpriseProjectPage }))),
  // 风险评估 (/risk) and an assessment's page (/riskPage → pageRiskDetail)
  'risk/index': lazy(() => import('../pages/risk/RiskAssessmentList')),
  'riskPage/pageRiskDetail': lazy(() => import('../pages/risk/RiskAssessmentDetailPage')),
  // 项目审核, 审批流程 (the queue and 流程配置), 报告签发, and the approval detail pages (the report beside its sources)
  'projectAuditReview/index': approvals('ProjectAuditReviewList'),
  'approval/projectAuditReviewNew/index': approvals('ApprovalWorkbench'),
  'approval/reportIssue/index': approvals('ReportIssueList'),
  ...approvalDetailViews,
  // 质量控制 (/qualityControl): the quality statistics of a period
  'qualityControl/index': lazy(() => import('../pages/quality-control/QualityControlPage')),
  // 档案管理 (/qualityControlNew): the archives, and an archive's technical file, 项目归档 and 打包下载
  'qualityControlNew/index': lazy(() => import('../pages/archives/ArchiveList')),
  'qualityControlNew/index/page/detail': archiveDetail,
  'qualityControl/index/page/detail': archiveDetail,
  // 专家任务 (/expertManage/taskList/index) and its pages taskListPage, orgZkJcPage, opinionDetail
  'expertManage/taskList/index': supervisionTasks('ExpertTaskScreen'),
  'expertManage/taskList/taskListPage': supervisionTasks('ExpertTaskPage'),
  'expertManage/taskList/orgZkJcPage': supervisionTasks('OrgCheckPage'),
  'expertManage/taskList/opinionDetail': supervisionTasks('OpinionPage'),
  // 评分管理 (/score/index) and /score/scoreDetails → reportReviewPage, unitOnSiteVerificationPage, orgOnSiteVerificationPage
  'score/index': supervisionTasks('ScoreScreen'),
  'score/scoreDetails/reportReviewPage': supervisionTasks('ScoreRecordPage'),
  'score/scoreDetails/unitOnSiteVerificationPage': supervisionTasks('ScoreRecordPage'),
  'score/scoreDetails/orgOnSiteVerificationPage': supervisionTasks('ScoreRecordPage'),
  // 档案与质控 › 三方质控, 财务记录, 积分规则 and their pages /sfQualityDetail, /sfFinanceRecord, /sfIntegralRule
  'archiveQuality/sfQuality/index': supervisionTasks('SfQualityList'),
  'archiveQuality/sfFinanceRecord/index': supervisionTasks('SfFinanceList'),
  'archiveQuality/sfIntegralRule/index': supervisionTasks('SfIntegralRuleList'),
  'sfQualityDetail/index': supervisionTasks('SfQualityPage'),
  'sfFinanceRecord/index': supervisionTasks('SfFinancePage'),
  'sfIntegralRule/index': supervisionTasks('SfIntegralRulePage'),
  // 档案与质控 › 专家检查答复: the organisation's answers to the checks made of it, and an answer's page with the check read only
  'archiveQuality/expertCheckResponse/index': supervisionTasks('CheckResponseList'),
  'archiveQuality/expertCheckResponse/page': supervisionTasks('CheckResponsePage'),
  // 分区监管 (/dataGovernance/zoningSupervision/samePlatform/index): the zones' pushes, and a push as the province received it (pageSamePush)
  'dataGovernance/zoningSupervision/samePlatform/index': lazy(() => import('../pages/same-platform/SamePlatformPage')),
  'dataGovernance/zoningSupervision/samePlatform/index/pageSamePush': lazy(() => import('../pages/same-platform/SamePushPage')),
  // 省级质控 (the authority's tasks) and 省级质控考核 (an organisation's parts), a task's page and a part's (qualityControlOrgPage)
  'dataGovernance/qsQualityControl/index': provincialQc('QcTaskList'),
  'dataGovernance/qsQualityControl/qsQcTaskPage': provincialQc('QcTaskPage'),
  'qsQualityControls/index': provincialQc('QcAssignmentList'),
  'dataGovernance/qsQualityControl/qualityControlOrg/qualityControlOrgPage': provincialQc('QcAssignmentPage'),
  // 质量监督 (/qualitySupervision): inspections and rectifications, an inspection's page and a rectification's
  'qualitySupervision/index': provincialQc('QualitySupervisionScreen'),
  'qualitySupervision/inspection/page': provincialQc('InspectionPage'),
  'qualitySupervision/rectification/page': provincialQc('RectificationPage'),
};

export function normaliseViewKey(component: string): string {
  return component.replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '');
}

export function resolveView(component: string): Page | null {
  return viewRegistry[normaliseViewKey(component)] ?? null;
}
