/**
 * The menu catalogue (spec §2): every screen's menu, route, component and buttons, declared once
 * with Chinese titles. It is product, not demo: the api writes it into `menus` at every boot
 * (idempotent, keyed by `key`; apps/api/src/modules/identity/menus/menu-catalogue-sync.ts), and
 * the demo seed only grants roles parts of it. Keys are the menus' route names (component_name,
 * unique); a button's key is its menu's key + its permission.
 */
import { EQUIPMENT, EQUIPMENT_CATEGORY, INSPECTED_UNIT, ORGANIZATION, ROLES, USERS } from '../resources/declarations';
import type { ResourceDeclaration } from '../resources/resource-declaration';
import { machineOf } from '../resources/workflows';
import { PROJECT } from '../projects/project.declaration';
import { LAB_METHOD } from '../methods/lab-method.declaration';
import { STAFF_AUTHORIZATION } from '../staff/staff-authorization.declaration';
import { SITE_SURVEY } from '../surveys/site-survey.declaration';
import { SAMPLING_PLAN } from '../sampling-plans/sampling-plan.declaration';
import { PROJECT_ADJUSTMENT } from '../site-sampling/project-adjustment.declaration';
import { SAMPLING_DAY } from '../site-sampling/sampling-day.declaration';
import { EQUIPMENT_ISSUE } from '../equipment/equipment-issue.declaration';
import { CONSUMABLE, REAGENT, STANDARD_SUBSTANCE } from '../equipment/stock.declaration';
import { SITE_SURVEY_TEMPLATE } from '../data-templates/data-template.declaration';
import { SAMPLE } from '../samples/sample.declaration';
import { SAMPLE_HANDOVER } from '../samples/sample-handover.declaration';
import { INCOMING_ORDER, INCOMING_QUALITY_ROUTE, INCOMING_SAMPLE_INFO_ROUTE } from '../samples/incoming-order.declaration';
import { LAB_BATCH } from '../laboratory/lab-batch.declaration';
import { REPORT } from '../reports/report.declaration';
import { REPORT_TEMPLATE } from '../reports/report-template.declaration';
import { INDUSTRY_NEWS } from '../news/industry-news.declaration';
import { APPROVAL_FLOW } from '../approval/approval-flow.declaration';
import { ARCHIVE_DETAIL_ROUTE, ARCHIVE_QC_DETAIL_ROUTE, PROJECT_ARCHIVE } from '../archive/project-archive.declaration';
import { APPROVAL_DETAIL_PAGES } from '../approval/approval-screens';
import { WORKING_CALENDAR } from '../calendar/working-calendar.declaration';
import { ENTERPRISE_DECLARATION } from '../declaration/enterprise-declaration.declaration';
import { EXPERT_CHECK_RESPONSE } from '../supervision/expert-check-response.declaration';
import { SF_FINANCE, SF_INTEGRAL_RULE, SF_QUALITY } from '../supervision/third-party-qc.declaration';
import { RISK_ASSESSMENT } from '../risk/risk-assessment.declaration';
import { QS_QC_ASSIGNMENT } from '../provincial-qc/provincial-qc.declaration';
import { QS_INSPECTION } from '../provincial-qc/quality-inspection.declaration';
import { dataGovernanceMenu } from './data-governance-menu';
import { LAB_FAMILY_SCREENS, labFamilyListComponent, labFamilyPageComponent, LYJC_FREE_SILICA_ROUTE, RECORD_PAGES } from '../laboratory/lab-screens';

export interface CatalogueMenu {
  key: string;
  title: string;
  /** 0 directory, 1 menu (a route), 2 button. */
  type: 0 | 1 | 2;
  path?: string;
  component?: string;
  icon?: string;
  permission?: string;
  iFrame?: boolean;
  cache?: boolean;
  hidden?: boolean;
  /**
   * Hidden detail routes (spec §2 "Hidden detail routes", never in the sidebar): the key of the
   * menu whose rows they detail. A role holding that menu holds its detail routes too.
   */
  detailOf?: string;
  /** Buttons: the action after the prefix, and whether it is a generic action, a workflow event or a module's own command. */
  button?: { action: string; kind: 'action' | 'event' | 'command' };
  children?: CatalogueMenu[];
}

const BUTTON_TITLES: Record<string, string> = {
  add: '新增',
  edit: '编辑',
  del: '删除',
  export: '导出',
  import: '导入',
  reset: '重置',
  relation: '关联',
  cancelRelation: '取消关联',
  copy: '复制',
  status: '状态变更',
  distribute: '分发',
  submit: '提交',
  approve: '审批',
  push: '推送',
  resetPass: '重置密码',
  enable: '启用停用',
  menu: '分配菜单',
  dataScope: '数据权限',
  upload: '上传',
  send: '发送',
  codePattern: '编号规则',
  sampleCodePattern: '样品编号规则',
  zip: '打包下载',
  retention: '保存年限',
  submitRectification: '提交整改',
};

const CRUD = ['add', 'edit', 'del', 'export', 'import'];

/**
 * A report screen's buttons: 编制报告, 重新编制, 提交审批 and 修改报告 — no 修改 in place (amend) and no bare 作废
 * (supersede); the approval steps (通过, 签发, 退回) are the approval menus' 审批 (approve) buttons.
 */
const REPORT_BUTTONS = ['export', 'compile', 'recompile', 'submit', 'amendReport', 'signLink'];

function button(menuKey: string, prefix: string, action: string, title: string, kind: 'action' | 'event' | 'command'): CatalogueMenu {
  return { key: `${menuKey}:${prefix}:${action}`, title, type: 2, permission: `${prefix}:${action}`, button: { action, kind } };
}

/** A menu (type 1) with `prefix:list` on itself and `prefix:<action>` buttons below it. */
function menu(title: string, key: string, path: string, component: string, prefix: string, actions: string[] = CRUD, icon = 'list'): CatalogueMenu {
  return {
    key,
    title,
    type: 1,
    path,
    component,
    icon,
    permission: `${prefix}:list`,
    cache: true,
    children: actions.map((a) => button(key, prefix, a, BUTTON_TITLES[a] ?? a, 'action')),
  };
}

/**
 * The menu of a declared resource: its buttons come from the declaration — the generic actions,
 * one per event of its workflow's machine (`<prefix>:<event>`, titled by the machine's label) and
 * one per custom command (row or list) — plus `extra` actions its module serves beside the declaration.
 * `prefix` is the declaration's permission or one of its aliases (the codes the server accepts).
 */
function resourceMenu(decl: ResourceDeclaration, title: string, key: string, path: string, component: string, prefix: string, extra: string[] = [], icon = 'list'): CatalogueMenu {
  if (prefix !== decl.permission && !decl.permissionAliases?.includes(prefix)) {
    throw new Error(`menu ${key}: prefix "${prefix}" is not a permission of declaration "${decl.name}"`);
  }
  const base = menu(title, key, path, component, prefix, [...new Set([...decl.actions, ...extra])], icon);
  const machine = decl.workflow ? machineOf(decl.workflow) : null;
  const events = machine ? machine.events.map((e) => button(key, prefix, e, machine.eventLabel(e), 'event')) : [];
  const commands = [...(decl.commands ?? []), ...(decl.listCommands ?? [])].map((c) => button(key, prefix, c.name, c.label, 'command'));
  return { ...base, children: [...(base.children ?? []), ...events, ...commands] };
}

/**
 * A menu keeping only the named buttons: several screens over one declaration (样品流转 and 样品确认
 * over the hand-overs) each carry the buttons of their own work. A name it does not have fails here.
 */
function withButtons(entry: CatalogueMenu, actions: string[]): CatalogueMenu {
  const children = (entry.children ?? []).filter((c) => actions.includes(c.button?.action ?? ''));
  const missing = actions.filter((a) => !children.some((c) => c.button?.action === a));
  if (missing.length > 0) throw new Error(`menu ${entry.key}: no button ${missing.join(', ')}`);
  return { ...entry, children };
}

/** A module's command served beside its declaration (风险评估's 评估设置): a command button, held only where a role names it. */
function withCommand(entry: CatalogueMenu, action: string, title: string): CatalogueMenu {
  const prefix = entry.permission?.split(':')[0] ?? '';
  return { ...entry, children: [...(entry.children ?? []), button(entry.key, prefix, action, title, 'command')] };
}

/**
 * A screen over several declarations sharing one prefix (专家任务: tasks, checks, opinions; 评分管理:
 * sheets and scorings): the other declarations' workflow events join the menu's buttons, each once.
 */
function withEventsOf(entry: CatalogueMenu, decl: ResourceDeclaration, prefix: string): CatalogueMenu {
  const machine = decl.workflow ? machineOf(decl.workflow) : null;
  const have = new Set((entry.children ?? []).map((c) => c.permission));
  const more = (machine?.events ?? []).filter((e) => !have.has(`${prefix}:${e}`)).map((e) => button(entry.key, prefix, e, machine?.eventLabel(e) ?? e, 'event'));
  return { ...entry, children: [...(entry.children ?? []), ...more] };
}

function dir(title: string, key: string, path: string, icon: string, children: CatalogueMenu[]): CatalogueMenu {
  return { key, title, type: 0, path, icon, children };
}

/** A hidden detail route: top-level (the server wraps it in the layout with an 'index' child), path under its menu's. */
function detailRoute(key: string, title: string, path: string, component: string, permission: string, detailOf: string): CatalogueMenu {
  return { key, title, type: 1, path, component, permission, hidden: true, detailOf };
}

/** The builders a subtree kept in a file of its own is made with (data-governance-menu.ts); they stay private here. */
const CATALOGUE_BUILDERS = { dir, menu, resourceMenu, withButtons, withEventsOf };
export type CatalogueBuilders = typeof CATALOGUE_BUILDERS;

export const MENU_CATALOGUE: readonly CatalogueMenu[] = [
  resourceMenu(INSPECTED_UNIT, '受检单位', 'Customer', 'customer', 'customer/index', 'customer', [], 'peoples'),
  // an employer's GBZ/T 229 grading from a project's judged results: 计算风险评估, 重新计算, export; 评估设置 (a command button: granted only by name)
  withCommand(resourceMenu(RISK_ASSESSMENT, '风险评估', 'Risk', 'risk', 'risk/index', 'risk', [], 'warning'), 'setting', '评估设置'),
  dir('项目与现场', 'SiteSample', 'siteSample', 'project', [
    resourceMenu(PROJECT, '项目管理', 'ProjectManage', 'projectManage', 'siteSample/projectManage/index', 'project'),
    resourceMenu(SITE_SURVEY, '现场调查', 'SiteSurvey', 'siteSurvey', 'siteSample/siteSurvey/index', 'siteSurvey'),
    resourceMenu(SAMPLING_PLAN, '采样方案', 'SamplePlan', 'samplePlan', 'siteSample/samplePlan/index', 'samplePlan', ['sampleCodePattern']),
    menu('采样准备', 'SamplePrepare', 'samplePrepare', 'siteSample/samplePrepare/index', 'samplePrepare', ['add', 'edit', 'del', 'export']),
    resourceMenu(SAMPLING_DAY, '现场采样', 'LiveSample', 'liveSample', 'siteSample/liveSample/index', 'liveSample'),
    resourceMenu(PROJECT_ADJUSTMENT, '项目调整', 'ProjectAdjustment', 'projectAdjustment', 'siteSample/projectAdjustment/index', 'projectAdjustment'),
    // the sampler's hand-overs: 送样 of a batch; the sample room confirms them under 样品确认
    withButtons(resourceMenu(SAMPLE_HANDOVER, '样品流转', 'SampleFlow', 'sampleFlow', 'siteSample/sampleFlow/index', 'sampleFlow'), ['export', 'dispatch']),
  ]),
  dir('设备管理', 'Equipment', 'equipment', 'tools', [
    resourceMenu(EQUIPMENT, '设备台账', 'EqpLedger', 'eqpLedger', 'equipment/eqpLedger/index', 'eqp'),
    resourceMenu(EQUIPMENT_CATEGORY, '设备分类', 'EqpCategory', 'eqpCategory', 'equipment/eqpCategory/index', 'eqpCategory'),
    resourceMenu(EQUIPMENT_ISSUE, '设备出入库', 'EqpIn', 'eqpIn', 'siteSample/eqpIn/index', 'eqpIn'),
    resourceMenu(CONSUMABLE, '耗材管理', 'EqpHcInfo', 'eqpHcInfo', 'siteSample/eqpHcInfo/index', 'consumable'),
    resourceMenu(STANDARD_SUBSTANCE, '标准物质', 'StandardSubstance', 'standardSubstance', 'equipment/standardSubstance/index', 'standardSubstance'),
    resourceMenu(REAGENT, '试剂管理', 'Reagent', 'reagent', 'equipment/reagent/index', 'reagent'),
  ]),
  dir('样品管理', 'SampleManage', 'sample', 'component', [
    withButtons(resourceMenu(SAMPLE_HANDOVER, '样品确认', 'SampleConfirm', 'sampleConfirm', 'lab/sampleFlow/index', 'sampleConfirm'), ['edit', 'export', 'confirm']),
    withButtons(resourceMenu(SAMPLE, '样品库', 'SampleStore', 'sampleStore', 'sample/sampleStore/index', 'sampleStore'), ['edit', 'export', 'reject', 'dispose', 'assignMethod', 'recordDeviation']),
  ]),
  // the spec's distribution and remove-distribution: 分发 (many at once), 撤销分发 and 改派 with a reason
  withButtons(resourceMenu(SAMPLE, '样品分发', 'SampleDistribute', 'lab/sampleDistribute', 'lab/sampleDistribute/index', 'sampleDistribute', [], 'tree'), ['export', 'distribute', 'undistribute', 'reassign']),
  // incoming orders (来样委托) and their 登记样品; 分发 hands the registered samples to an analyst (the samples' alias)
  resourceMenu(INCOMING_ORDER, '来样检测', 'IncomingSample', 'lab/incomingsample', 'lab/incomingsample/index', 'incomingSample', ['distribute'], 'skill'),
  resourceMenu(LAB_BATCH, '实验室检测', 'Laboratory', 'lab/laboratory', 'lab/laboratory/index', 'laboratory', [], 'education'),
  dir('实验室', 'LabMethods', 'labMethods', 'education', [
    ...LAB_FAMILY_SCREENS.map((f) => resourceMenu(LAB_BATCH, f.title, f.menuKey, f.path, labFamilyListComponent(f), f.prefix)),
    resourceMenu(LAB_METHOD, '检测方法', 'LabTest', 'labTest', 'lab/labTest/index', 'labTest'),
    resourceMenu(STAFF_AUTHORIZATION, '人员授权', 'StaffAuthorization', 'staffAuthorization', 'lab/staffAuthorization/index', 'staffAuthorization'),
  ]),
  dir('原始记录', 'Record', 'record', 'documentation', [
    withButtons(resourceMenu(LAB_BATCH, '原始记录', 'RecordList', 'recordList', 'record/recordList/index', 'record'), ['edit', 'export', 'check', 'verify', 'returnForCorrection']),
    withButtons(resourceMenu(LAB_BATCH, '原始记录（新）', 'RecordListNew', 'recordListNew', 'record/recordListNew/index', 'recordNew'), ['edit', 'export', 'check', 'verify', 'returnForCorrection']),
    withButtons(resourceMenu(LAB_BATCH, '来样检测记录', 'RecordListLyjc', 'recordListLyjc', 'record/recordListLyjc/index', 'recordLyjc'), ['edit', 'export', 'check', 'verify', 'returnForCorrection']),
  ]),
  menu('项目审核', 'ProjectAuditReview', 'projectAuditReview', 'projectAuditReview/index', 'projectAudit', ['approve', 'export'], 'checkbox'),
  // reports: 编制报告 from a project's data, 重新编制, 提交审批 (the approval flow then runs on the approval menus), 修改报告 after issue
  withButtons(resourceMenu(REPORT, '报告预览', 'ReportPreview', 'reportPreview', 'reportPreview/index', 'reportPreview', [], 'pdf'), [...REPORT_BUTTONS, 'codePattern']),
  withButtons(resourceMenu(REPORT, '报告预览（新）', 'ReportPreviewNew', 'reportPreviewNew', 'reportPreviewNew/index', 'reportPreviewNew', [], 'pdf'), REPORT_BUTTONS),
  dir('审批流程', 'Approval', 'approval', 'checkbox', [
    // the approval queue, and a 流程配置 tab whose flows (APPROVAL_FLOW) these buttons manage
    resourceMenu(APPROVAL_FLOW, '审批流程', 'ProjectAuditReviewNew', 'projectAuditReviewNew', 'approval/projectAuditReviewNew/index', 'approval', ['approve']),
    menu('报告签发', 'ReportIssue', 'reportIssue', 'approval/reportIssue/index', 'reportIssue', ['approve', 'export']),
  ]),
  menu('质量控制', 'QualityControl', 'qualityControl', 'qualityControl/index', 'qualityControl', [...CRUD], 'monitor'),
  // a project's technical file: 项目归档 (the checklist first), 打包下载 (a zip job) and the organisation's 保存年限
  resourceMenu(PROJECT_ARCHIVE, '档案管理', 'QualityControlNew', 'qualityControlNew', 'qualityControlNew/index', 'archive', ['zip', 'retention'], 'zip'),
  dir('档案与质控', 'ArchiveQuality', 'archiveQuality', 'monitor', [
    // an organisation's third-party QC engagements, their finance records, and the integral rules its points are computed by
    resourceMenu(SF_QUALITY, '三方质控', 'SfQuality', 'sfQuality', 'archiveQuality/sfQuality/index', 'sfQuality'),
    resourceMenu(SF_FINANCE, '财务记录', 'SfFinanceRecord', 'sfFinanceRecord', 'archiveQuality/sfFinanceRecord/index', 'sfFinance'),
    resourceMenu(SF_INTEGRAL_RULE, '积分规则', 'SfIntegralRule', 'sfIntegralRule', 'archiveQuality/sfIntegralRule/index', 'sfIntegral'),
    // its answers to the authorities' expert checks of it (the check read only; 答复, 整改说明, evidence, 提交答复, 修改答复)
    resourceMenu(EXPERT_CHECK_RESPONSE, '专家检查答复', 'ExpertCheckResponse', 'expertCheckResponse', 'archiveQuality/expertCheckResponse/index', 'expertCheckResponse'),
  ]),
  // a health authority's quality inspections of its zones' organisations, and each organisation's rectification (提交整改)
  resourceMenu(QS_INSPECTION, '质量监督', 'QualitySupervision', 'qualitySupervision', 'qualitySupervision/index', 'qualitySupervision', ['submitRectification'], 'eye-open'),
  // an organisation's parts in the authorities' QC tasks (its results, response, correction)
  resourceMenu(QS_QC_ASSIGNMENT, '省级质控考核', 'QsQualityControls', 'qsQualityControls', 'qsQualityControls/index', 'qsQualityControls', [], 'chart'),
  dataGovernanceMenu(CATALOGUE_BUILDERS),
  dir('企业申报', 'EnterprisesService', 'enterprisesService', 'form', [
    // an employer's 职业病危害项目申报: 新增 (from its facts and latest survey), 提交 (the employer), 受理/退回 (the organisation), 从现场调查带入
    resourceMenu(ENTERPRISE_DECLARATION, '企业申报', 'EnterpriseDeclaration', 'enterpriseDeclaration', 'dataGovernance/enterpriseDeclaration/index', 'declaration'),
    // an employer's own projects across organisations (or an organisation's clients'): stage, issued reports, due detections, declarations
    menu('企业项目', 'EnterpriseProjects', 'enterpriseProjects', 'enterprisesService/enterpriseProjects/index', 'enterpriseProject', ['export']),
  ]),
  dir('系统设置', 'System', 'system', 'system', [
    resourceMenu(USERS, '用户管理', 'User', 'user', 'system/user/index', 'user', ['resetPass', 'enable', 'export'], 'peoples'),
    resourceMenu(ROLES, '角色管理', 'Role', 'role', 'system/role/index', 'roles', ['menu', 'dataScope'], 'role'),
    menu('菜单管理', 'Menu', 'menu', 'system/menu/index', 'menu', ['add', 'edit', 'del'], 'menu'),
    resourceMenu(ORGANIZATION, '机构管理', 'Organization', 'organization', 'system/organization/index', 'organization', ['upload'], 'tree-table'),
    menu('字典管理', 'Dict', 'dict', 'system/dict/index', 'dict', ['add', 'edit', 'del'], 'dictionary'),
    menu('App发布', 'ApkAffix', 'apkAffix', 'system/apkAffix/index', 'apk', ['upload', 'del'], 'phone'),
    // one page over the three template kinds (one declaration each, the same prefix and buttons)
    resourceMenu(SITE_SURVEY_TEMPLATE, '数据模板', 'DataModule', 'dataModule', 'system/dataModule/index', 'dataModule'),
    menu('通知公告', 'Announcement', 'announcement', 'system/announcement/index', 'announcement', ['add', 'edit', 'send', 'del']),
    menu('平台地址', 'PlatformLink', 'platformLink', 'system/platformLink/index', 'platformLink', ['add', 'edit', 'del']),
    // The documents the navbar's 帮助 entry shows at /helper; reading needs no permission, these buttons manage them.
    {
      ...menu('帮助文档', 'HelpDoc', 'helpDoc', 'system/helpDoc/index', 'helpDoc', [], 'documentation'),
      children: [button('HelpDoc', 'helpDoc', 'add', '上传', 'action'), button('HelpDoc', 'helpDoc', 'del', '删除', 'action')],
    },
    // public holidays and make-up working days of the whole platform; working-day deadlines (report disclosure) read it
    resourceMenu(WORKING_CALENDAR, '工作日历', 'WorkCalendar', 'workCalendar', 'system/workCalendar/index', 'workCalendar', [], 'date'),
    // the articles of the public /industryNews pages: 新增, 编辑, 删除, 发布, 下线
    resourceMenu(INDUSTRY_NEWS, '行业资讯', 'IndustryNews', 'industryNews', 'system/industryNews/index', 'industryNews', [], 'guide'),
    // what an organisation prints on its reports of each type: its cover picture and 声明 (the report PDF and preview read them)
    resourceMenu(REPORT_TEMPLATE, '报告模板', 'ReportTemplate', 'reportTemplate', 'system/reportTemplate/index', 'reportTemplate', [], 'documentation'),
  ]),
  // Hidden detail routes: kept last so the visible menus keep their sort values.
  detailRoute('customerDetail', '受检单位详情', 'customer/detail', 'customer/detail/index', 'customer:list', 'Customer'),
  detailRoute('projectDetail', '项目详情', 'siteSample/projectManage/detail', 'siteSample/projectManage/detail/index', 'project:list', 'ProjectManage'),
  detailRoute('siteSurveyDetail', '现场调查详情', 'siteSample/siteSurvey/details', 'siteSample/siteSurvey/details/page', 'siteSurvey:list', 'SiteSurvey'),
  detailRoute('samplePlanDetail', '采样方案详情', 'siteSample/samplePlan/details', 'siteSample/samplePlan/details/page', 'samplePlan:list', 'SamplePlan'),
  detailRoute('planHc', '耗材计划', 'siteSample/samplePrepare/consumablePlan', 'siteSample/samplePrepare/consumablePlan/planHc', 'samplePrepare:list', 'SamplePrepare'),
  // 设备管理: spec routes /siteSample/eqpIn/details → page and /siteSample/eqpHcInfo/page → hcStorage; the ledger, standard substances and reagents the same way
  detailRoute('eqpInDetail', '设备出入库详情', 'siteSample/eqpIn/details', 'siteSample/eqpIn/details/page', 'eqpIn:list', 'EqpIn'),
  detailRoute('hcStorage', '耗材出入库', 'siteSample/eqpHcInfo/page', 'siteSample/eqpHcInfo/page/hcStorage', 'consumable:list', 'EqpHcInfo'),
  detailRoute('eqpLedgerDetail', '设备详情', 'equipment/eqpLedger/detail', 'equipment/eqpLedger/detail/index', 'eqp:list', 'EqpLedger'),
  detailRoute('standardSubstanceDetail', '标准物质详情', 'equipment/standardSubstance/detail', 'equipment/standardSubstance/detail/index', 'standardSubstance:list', 'StandardSubstance'),
  detailRoute('reagentDetail', '试剂详情', 'equipment/reagent/detail', 'equipment/reagent/detail/index', 'reagent:list', 'Reagent'),
  // 数据模板: spec routes /system/dataModule/siteSurveyModule/page, /qsjcModule/page and /cyfaModule/page → details
  detailRoute('siteSurveyModuleDetail', '现场调查模板详情', 'system/dataModule/siteSurveyModule/page', 'system/dataModule/siteSurveyModule/page/details', 'dataModule:list', 'DataModule'),
  detailRoute('qsjcModuleDetail', '省级监测模板详情', 'system/dataModule/qsjcModule/page', 'system/dataModule/qsjcModule/page/details', 'dataModule:list', 'DataModule'),
  detailRoute('cyfaModuleDetail', '采样方案模板详情', 'system/dataModule/cyfaModule/page', 'system/dataModule/cyfaModule/page/details', 'dataModule:list', 'DataModule'),
  // 现场采样: spec /siteSample/liveSample/condition → taskDetails, pageSampling, pageSamplingTime, projectSign, projectMedia (a day's pages on the sampler's phone)
  ...(
    [
      ['liveSampleTaskDetails', '现场条件', 'taskDetails'],
      ['liveSamplePageSampling', '采样记录', 'pageSampling'],
      ['liveSamplePageSamplingTime', '采样时间与流量', 'pageSamplingTime'],
      ['liveSampleProjectSign', '现场签名', 'projectSign'],
      ['liveSampleProjectMedia', '现场照片视频', 'projectMedia'],
    ] as const
  ).map(([key, title, page]) => detailRoute(key, title, `siteSample/liveSample/condition/${page}`, `siteSample/liveSample/condition/${page}`, 'liveSample:list', 'LiveSample')),
  // 项目调整: spec /siteSample/projectAdjustment/blkSampleInfo → details (blank samples), pageSampling (sampling adjustment)
  detailRoute('blkSampleInfoDetails', '空白样信息', 'siteSample/projectAdjustment/blkSampleInfo/details', 'siteSample/projectAdjustment/blkSampleInfo/details', 'projectAdjustment:list', 'ProjectAdjustment'),
  // 样品流转 and 样品确认: spec /siteSample/sampleFlow/details and /lab/sampleFlow/details → page (a hand-over); a sample's page (its label's QR code opens it)
  detailRoute('sampleFlowDetail', '样品流转详情', 'siteSample/sampleFlow/details', 'siteSample/sampleFlow/details/page', 'sampleFlow:list', 'SampleFlow'),
  detailRoute('sampleConfirmDetail', '样品确认详情', 'lab/sampleFlow/details', 'lab/sampleFlow/details/page', 'sampleConfirm:list', 'SampleConfirm'),
  detailRoute('sampleDetail', '样品详情', 'sample/sampleStore/detail', 'sample/sampleStore/detail/index', 'sampleStore:list', 'SampleStore'),
  // 实验室: a batch's page (row detail of every batch list), each family's hidden route (/labGas …, spec), the lyjc free-silica twin, and the original records (/recordPage … → pageReport)
  // 报告: a report version's page (the number and the version in its link); the incoming samples' under 报告预览（新）
  detailRoute('reportDetail', '报告详情', 'report/details', 'report/details/index', 'reportPreview:list', 'ReportPreview'),
  detailRoute('reportNewDetail', '来样检测报告详情', 'reportNew/details', 'reportNew/details/index', 'reportPreviewNew:list', 'ReportPreviewNew'),
  // 审批: a report's approval page (spec /projectAuditReviewPage → page; /projectAuditReviewNewPage → page, pageSysjs, pageSysfc, pageLyjc, pageLyjcSysjs)
  ...APPROVAL_DETAIL_PAGES.map((p) => detailRoute(p.key, p.title, p.path, p.path, `${p.prefix}:list`, p.menuKey)),
  detailRoute('labBatchDetail', '检测批次详情', 'lab/labBatch/details', 'lab/labBatch/details/index', 'laboratory:list', 'Laboratory'),
  ...LAB_FAMILY_SCREENS.map((f) => detailRoute(`${f.menuKey}Page`, `${f.title}检测`, f.detailPath, labFamilyPageComponent(f), `${f.prefix}:list`, f.menuKey)),
  detailRoute('LyjcLabEyhgRecordPage', '来样游离二氧化硅检测', LYJC_FREE_SILICA_ROUTE, `${LYJC_FREE_SILICA_ROUTE}/index`, 'incomingSample:list', 'IncomingSample'),
  ...RECORD_PAGES.map((r) => detailRoute(r.key, r.title, r.path, `${r.path}/pageReport`, `${r.prefix}:list`, r.menuKey)),
  detailRoute('projectAdjustmentSampling', '采样调整', 'siteSample/projectAdjustment/blkSampleInfo/pageSampling', 'siteSample/projectAdjustment/blkSampleInfo/pageSampling', 'projectAdjustment:list', 'ProjectAdjustment'),
  // 来样检测: spec /lab/incomingsample/projectManage/index → sampleInfoPush (an order's samples) and /lab/incomingsample/qualityControlNew/index/page → detail (its batches' QC)
  detailRoute(INCOMING_SAMPLE_INFO_ROUTE, '来样样品详情', 'lab/incomingsample/projectManage/index', 'lab/incomingsample/projectManage/index/sampleInfoPush', 'incomingSample:list', 'IncomingSample'),
  detailRoute(INCOMING_QUALITY_ROUTE, '来样质控档案', 'lab/incomingsample/qualityControlNew/index/page', 'lab/incomingsample/qualityControlNew/index/page/detail', 'incomingSample:list', 'IncomingSample'),
  // 档案: an archive's page (spec /qualityControlNew/index/page → detail), the same page under 质量控制 (/qualityControl/index/page → detail)
  detailRoute(ARCHIVE_DETAIL_ROUTE, '档案详情', 'qualityControlNew/index/page', 'qualityControlNew/index/page/detail', 'archive:list', 'QualityControlNew'),
  detailRoute(ARCHIVE_QC_DETAIL_ROUTE, '档案详情', 'qualityControl/index/page', 'qualityControl/index/page/detail', 'archive:list', 'QualityControlNew'),
  // 报告公示: a disclosure's page (spec /dataGovernance/reportFormula/index/page → detail)
  detailRoute('reportFormulaDetail', '报告公示详情', 'dataGovernance/reportFormula/index/page', 'dataGovernance/reportFormula/index/page/detail', 'reportFormula:list', 'ReportFormula'),
  // 职业卫生报告: a push's submitted report as the province sees it (spec /dataGovernance/occupationalHealthReport/index → page)
  detailRoute('ohReportPage', '推送报告预览', 'dataGovernance/occupationalHealthReport/index/page', 'dataGovernance/occupationalHealthReport/index/page', 'ohReport:list', 'OccupationalHealthReport'),
  // 数据同步: a push's overview with its exchanges, its report and its detection points (spec …/differentPlatform/index → pageSurveyDetail, pagePushReport, pagePushData)
  detailRoute('pageSurveyDetail', '推送详情', 'dataGovernance/dataSynchronization/differentPlatform/index/pageSurveyDetail', 'dataGovernance/dataSynchronization/differentPlatform/index/pageSurveyDetail', 'dataSync:list', 'DataSynchronization'),
  detailRoute('pagePushReport', '推送报告', 'dataGovernance/dataSynchronization/differentPlatform/index/pagePushReport', 'dataGovernance/dataSynchronization/differentPlatform/index/pagePushReport', 'dataSync:list', 'DataSynchronization'),
  detailRoute('pagePushData', '推送数据', 'dataGovernance/dataSynchronization/differentPlatform/index/pagePushData', 'dataGovernance/dataSynchronization/differentPlatform/index/pagePushData', 'dataSync:list', 'DataSynchronization'),
  // 专家任务: spec /expertManage/taskList → taskListPage (a task), orgZkJcPage (an organisation's check), opinionDetail (an expert's opinion)
  detailRoute('taskListPage', '专家任务详情', 'expertManage/taskList/taskListPage', 'expertManage/taskList/taskListPage', 'expertTask:list', 'ExpertManage'),
  detailRoute('orgZkJcPage', '机构质控检查', 'expertManage/taskList/orgZkJcPage', 'expertManage/taskList/orgZkJcPage', 'expertTask:list', 'ExpertManage'),
  detailRoute('opinionDetail', '专家意见详情', 'expertManage/taskList/opinionDetail', 'expertManage/taskList/opinionDetail', 'expertTask:list', 'ExpertManage'),
  // 专家检查答复: an organisation's answer to a check, with the check read only
  detailRoute('orgCheckResponsePage', '质控检查答复详情', 'archiveQuality/expertCheckResponse/page', 'archiveQuality/expertCheckResponse/page', 'expertCheckResponse:list', 'ExpertCheckResponse'),
  // 评分管理: spec /score/scoreDetails → reportReviewPage, unitOnSiteVerificationPage, orgOnSiteVerificationPage
  detailRoute('reportReviewPage', '报告评审评分', 'score/scoreDetails/reportReviewPage', 'score/scoreDetails/reportReviewPage', 'score:list', 'Score'),
  detailRoute('unitOnSiteVerificationPage', '用人单位现场核查评分', 'score/scoreDetails/unitOnSiteVerificationPage', 'score/scoreDetails/unitOnSiteVerificationPage', 'score:list', 'Score'),
  detailRoute('orgOnSiteVerificationPage', '机构现场核查评分', 'score/scoreDetails/orgOnSiteVerificationPage', 'score/scoreDetails/orgOnSiteVerificationPage', 'score:list', 'Score'),
  // 三方质控, 财务记录, 积分规则: spec /sfQualityDetail, /sfFinanceRecord, /sfIntegralRule
  detailRoute('sfQualityDetail', '三方质控详情', 'sfQualityDetail', 'sfQualityDetail/index', 'sfQuality:list', 'SfQuality'),
  detailRoute('sfFinanceRecord', '财务记录详情', 'sfFinanceRecord', 'sfFinanceRecord/index', 'sfFinance:list', 'SfFinanceRecord'),
  detailRoute('sfIntegralRule', '积分规则详情', 'sfIntegralRule', 'sfIntegralRule/index', 'sfIntegral:list', 'SfIntegralRule'),
  // 分区监管: a push as the province received it (spec /dataGovernance/zoningSupervision/samePlatform/index → pageSamePush)
  detailRoute('pageSamePush', '推送报告详情', 'dataGovernance/zoningSupervision/samePlatform/index/pageSamePush', 'dataGovernance/zoningSupervision/samePlatform/index/pageSamePush', 'zoning:list', 'ZoningSupervision'),
  // 省级质控: a task's page, and an organisation's part (spec /dataGovernance/qsQualityControl/qualityControlOrg → qualityControlOrgPage)
  detailRoute('qsQcTaskPage', '省级质控任务详情', 'dataGovernance/qsQualityControl/qsQcTaskPage', 'dataGovernance/qsQualityControl/qsQcTaskPage', 'qsQuality:list', 'QsQualityControl'),
  detailRoute('qualityControlOrgPage', '机构质控考核详情', 'dataGovernance/qsQualityControl/qualityControlOrg', 'dataGovernance/qsQualityControl/qualityControlOrg/qualityControlOrgPage', 'qsQualityControls:list', 'QsQualityControls'),
  // 质量监督: an inspection's page and an organisation's rectification
  detailRoute('qsInspectionPage', '质量监督检查详情', 'qualitySupervision/inspection', 'qualitySupervision/inspection/page', 'qualitySupervision:list', 'QualitySupervision'),
  detailRoute('qsRectificationPage', '整改详情', 'qualitySupervision/rectification', 'qualitySupervision/rectification/page', 'qualitySupervision:list', 'QualitySupervision'),
  // 风险评估: an assessment's page (spec /riskPage → pageRiskDetail)
  detailRoute('riskPage', '风险评估详情', 'riskPage', 'riskPage/pageRiskDetail', 'risk:list', 'Risk'),
  // 企业申报: a declaration's page (spec /dataGovernance/enterpriseDeclaration/declarationShow → pageDeclaration); 企业项目: a project's page (…/enterpriseProjects/index/page → detail)
  detailRoute('pageDeclaration', '企业申报详情', 'dataGovernance/enterpriseDeclaration/declarationShow', 'dataGovernance/enterpriseDeclaration/declarationShow/pageDeclaration', 'declaration:list', 'EnterpriseDeclaration'),
  detailRoute('enterpriseProjectDetail', '企业项目详情', 'enterprisesService/enterpriseProjects/index/page', 'enterprisesService/enterpriseProjects/index/page/detail', 'enterpriseProject:list', 'EnterpriseProjects'),
];

/** Visits every entry, parents before children; `index` is the place among its siblings (sorts follow it). */
export function walkCatalogue(
  list: readonly CatalogueMenu[],
  visit: (m: CatalogueMenu, parent: CatalogueMenu | null, index: number) => void,
  parent: CatalogueMenu | null = null,
): void {
  list.forEach((m, i) => {
    visit(m, parent, i);
    if (m.children) walkCatalogue(m.children, visit, m);
  });
}

export function catalogueEntry(key: string, list: readonly CatalogueMenu[] = MENU_CATALOGUE): CatalogueMenu | undefined {
  let hit: CatalogueMenu | undefined;
  walkCatalogue(list, (m) => {
    if (!hit && m.key === key) hit = m;
  });
  return hit;
}

/** The page components the catalogue's routes open (menus and detail routes; external links have none), each once. */
export function catalogueComponents(list: readonly CatalogueMenu[] = MENU_CATALOGUE): string[] {
  const out = new Set<string>();
  walkCatalogue(list, (m) => {
    if (m.type === 1 && !m.iFrame && m.component) out.add(m.component);
  });
  return [...out];
}
