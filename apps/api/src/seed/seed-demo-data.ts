import { LAB_FAMILY_SCREENS } from '@ohit/contracts';

// The demo's organisations, roles (menus and workflow buttons held) and users: the data seed-demo.ts upserts.

export const ORGS = [
  { key: 'A', code: 'ORG-A', name: '示范职业卫生技术服务有限公司', zoneCode: '320100', parent: null },
  { key: 'B', code: 'ORG-B', name: '乙方检测技术有限公司', zoneCode: '320200', parent: null },
  { key: 'B1', code: 'ORG-B-1', name: '乙方检测技术有限公司无锡分部', zoneCode: '320205', parent: 'B' },
  // the health authority supervising organisation A's zone (南京, 3201): the `supervisor` demo user
  { key: 'S', code: 'GOV-320100', name: '南京市卫生健康委员会', zoneCode: '320100', parent: null },
] as const;

/** What the demo organisations' reports print of them (机构管理; 资质等级 1 甲级, 2 乙级) — filled where still empty, never over an edit. */
export const ORG_REPORT_FACTS: Readonly<Record<(typeof ORGS)[number]['key'], readonly [string | null, string | null, string, string, string | null, string, string]>> = {
  // qualification_no, qualification_level, credit_code, legal_representative, technical_director, address, phone
  A: ['（苏）卫职技字〔2024〕第0101号', '1', '91320100MA1DEMO01A', '陈立', '刘建国', '南京市玄武区中山路100号', '025-84001234'],
  B: ['（苏）卫职技字〔2023〕第0207号', '2', '91320200MA1DEMO02B', '吴平', '郑海', '无锡市梁溪区解放南路8号', '0510-82005678'],
  B1: ['（苏）卫职技字〔2023〕第0207号', '2', '91320205MA1DEMO03C', '吴平', '何晓', '无锡市锡山区友谊北路20号', '0510-88006789'],
  // an authority holds no testing qualification
  S: [null, null, '11320100MB1DEMO04S', '钱卫', null, '南京市玄武区北京东路5号', '025-83001234'],
};

/** The project's field events (现场调查, 现场采样): what surveyors and samplers move a project through. */
const FIELD_EVENTS = ['startSurvey', 'startSampling'];

/** Taking stock out for a project and bringing back what is left (入库 and 报废 stay with the keeper). */
const STOCK_USE = ['issue', 'giveBack'];

/** Drafting a sampling plan: generate it, ask for a shortfall to be let through, submit it. */
const PLAN_DRAFTING = ['generate', 'requestOverride', 'submit'];

/** A report's compiler: compile it from the project's data, compile it again, submit it for approval (提交审批), make a signing link (生成签字链接). */
const REPORT_COMPILING = ['compile', 'recompile', 'submit', 'signLink'];

/** A report's approver on the report screens: amend an issued one, make a signing link for the employer (the approval steps are the 审批 buttons of 项目审核 and 审批流程). */
const REPORT_APPROVING = ['amendReport', 'signLink'];

/**
 * 风险评估's commands: compute an employer's assessment from a project's judged results, compute it again and
 * confirm it (确认: the class and next detection due written to the inspected unit; 评估设置 is the administrators').
 */
const RISK_COMPUTING = ['compute', 'recompute', 'confirm'];

/** The same buttons on the three original-record lists (原始记录, 原始记录（新）, 来样检测记录). */
const onRecordLists = (events: string[]) => ({ RecordList: events, RecordListNew: events, RecordListLyjc: events });

/**
 * Roles, the menu subtrees (by catalogue key) they hold — `*` is every menu — and, per menu, the
 * workflow events and commands whose buttons they hold (`*` all). Event and command buttons come
 * only from `events`, never with a subtree; a role with events on a menu also holds that menu's
 * page and its detail routes.
 */
export interface DemoRole {
  key: string;
  org: 'A' | 'B' | 'S';
  name: string;
  level: number;
  dataScope: 'ALL' | 'OWN_ORG' | 'ZONE';
  /** A ZONE role's area-code prefixes: it reads the organisations there, writes none of them. */
  zones?: readonly string[];
  menus: readonly string[];
  events?: Readonly<Record<string, readonly string[] | '*'>>;
}

export const ROLES: readonly DemoRole[] = [
  // … and 风险评估's buttons, 评估设置 (新版标准未录入时按旧版评估) among them: only the organisation's administrators hold it
  { key: 'admin', org: 'A', name: '系统管理员', level: 1, dataScope: 'ALL', menus: ['*'], events: { Risk: '*', SfQuality: '*' } },
  {
    key: 'surveyor',
    org: 'A',
    name: '现场调查员',
    level: 3,
    dataScope: 'OWN_ORG',
    menus: ['Customer', 'Risk', 'SiteSample'],
    // a surveyor submits the survey; finishing it (and re-opening it) is the project lead's. He drafts
    // the sampling plan (generates it, asks for an override) and submits it; approving it is not his.
    // He applies a data template to a survey, so he reads the templates (数据模板 without its buttons).
    // As the demo's field lead he adjusts the plan dates and closes out the samples never taken (取消未采样品)
    events: { ProjectManage: [...FIELD_EVENTS, 'reschedule', 'cancelUntakenSamples'], SiteSurvey: ['submit', 'applyTemplate'], SamplePlan: PLAN_DRAFTING, DataModule: [] },
  },
  {
    key: 'sampler',
    org: 'A',
    name: '采样员',
    level: 3,
    dataScope: 'OWN_ORG',
    menus: ['SamplePlan', 'SamplePrepare', 'LiveSample', 'ProjectAdjustment', 'SampleFlow', 'Equipment', 'SampleManage', 'SampleDistribute'],
    // the field team takes instruments and consumables out and brings them back; it signs and submits a day's sampling (退回补录 is the lead's)
    events: { ProjectManage: FIELD_EVENTS, EqpIn: '*', EqpHcInfo: STOCK_USE, SamplePlan: PLAN_DRAFTING, LiveSample: ['sign', 'submit'], SampleFlow: ['dispatch'] },
  },
  {
    key: 'keeper',
    org: 'A',
    name: '样品管理员',
    level: 3,
    dataScope: 'OWN_ORG',
    menus: ['SampleManage', 'IncomingSample'],
    // the sample room receives (or refuses) what the samplers hand over, keeps, and disposes of samples;
    // it takes in what clients bring (来样检测: the order, 登记样品)
    events: { SampleConfirm: ['confirm'], SampleStore: ['reject', 'dispose', 'assignMethod', 'recordDeviation'], IncomingSample: ['register'] },
  },
  {
    key: 'labManager',
    org: 'A',
    name: '实验室负责人',
    level: 2,
    dataScope: 'OWN_ORG',
    menus: ['SampleManage', 'SampleDistribute', 'Laboratory', 'LabMethods', 'Record', 'Risk', 'OccupationalHealthReport', 'DataSynchronization', 'ExpertCheckResponse'],
    // distributes received samples to analysts and instruments, re-assigns and takes back with a reason;
    // checks (校核) the analysts' batches and releases them, returns them or has them retested
    events: {
      SampleDistribute: ['distribute', 'reassign', 'undistribute'],
      SampleStore: ['assignMethod', 'recordDeviation'],
      Laboratory: ['check', 'release', 'returnForCorrection', 'retest'],
      ...onRecordLists(['check', 'returnForCorrection']),
      // compiles the reports of projects whose testing is complete (编制报告, 重新编制) and submits them
      ReportPreview: REPORT_COMPILING,
      ReportPreviewNew: REPORT_COMPILING,
      // 风险评估 from the judged results: 计算风险评估, 重新计算
      Risk: RISK_COMPUTING,
      // the 负责人 of a provincial push: 新增推送 from the issued reports and 提交 (职业卫生报告); reads 数据同步
      OccupationalHealthReport: ['generate', 'submit'],
      // answers the authorities' expert checks of the organisation (专家检查答复: 提交答复, 修改答复)
      ExpertCheckResponse: ['submit', 'revise'],
    },
  },
  {
    key: 'analyst',
    org: 'A',
    name: '检测分析员',
    level: 3,
    dataScope: 'OWN_ORG',
    // 实验室 without the buttons of 人员授权: an analyst reads his authorisations, never records them (ISO/IEC 17025 6.2)
    menus: ['Laboratory', ...LAB_FAMILY_SCREENS.map((s) => s.menuKey), 'LabTest', 'Record', 'SampleManage', 'StandardSubstance', 'Reagent'],
    // makes batches of the samples given to him (组批) and submits them; reads 来样检测 (the orders, their samples and QC archive) without its buttons
    events: { StandardSubstance: STOCK_USE, Reagent: STOCK_USE, LabTest: ['importLibrary'], Laboratory: ['compose', 'submit'], StaffAuthorization: [], IncomingSample: [] },
  },
  {
    key: 'approver',
    org: 'A',
    name: '报告审批人',
    level: 2,
    dataScope: 'OWN_ORG',
    menus: ['ProjectAuditReview', 'ReportPreview', 'ReportPreviewNew', 'Approval', 'Record'],
    // … and approves sampling plans: returns them, re-opens them, lets a checked shortfall through (the second person)
    // … and reviews (审核) the laboratory's original records, the third person after the analyst and the checker
    events: {
      ProjectManage: ['issueReport', 'reopenForAmendment', 'archive'],
      SamplePlan: ['approve', 'return', 'reopen', 'approveOverride'],
      ...onRecordLists(['verify', 'returnForCorrection']),
      // does the approval steps of his role on 项目审核 / 审批流程 (the demo flow: 校核 and 签发) and amends an issued report (修改报告)
      ReportPreview: REPORT_APPROVING,
      ReportPreviewNew: REPORT_APPROVING,
      // the supervisor's review of a report's public disclosure (报告公示: 审核通过, 退回, 不予公示, 重新审核); publishing is quality's
      ReportFormula: ['review', 'return', 'withhold', 'reopen'],
      // the 主管's review of a provincial push (职业卫生报告: 主管审核通过, 主管驳回 with its reason)
      OccupationalHealthReport: ['supervisorApprove', 'supervisorReject'],
    },
  },
  {
    key: 'quality',
    org: 'A',
    name: '质量负责人',
    level: 2,
    dataScope: 'OWN_ORG',
    // … and the approval steps of the quality role (the demo flow: 审核 and 质控签章) on 项目审核 / 审批流程
    menus: ['QualityControl', 'QualityControlNew', 'ArchiveQuality', 'QualitySupervision', 'QsQualityControls', 'Laboratory', 'ProjectAuditReview', 'Approval', 'ReportFormula', 'Risk', 'EnterpriseDeclaration', 'EnterpriseProjects', 'DataSynchronization', 'ProvinceHazardCode'],
    // approves a recorded deviation when a batch's QC failed (ISO/IEC 17025 7.10); keeps the technical files (档案管理: 项目归档, 生成档案)
    // … and publishes the reports' disclosures the supervisor passed (报告公示: 发布, 撤回, 不予公示, 重新审核, 生成公示)
    events: { Laboratory: ['approveDeviation'], QualityControlNew: ['archive', 'prepare'], ReportFormula: ['publish', 'withdraw', 'withhold', 'reopen', 'generate'], SfQuality: '*', QsQualityControls: ['report', 'submitCorrection'], ExpertCheckResponse: ['submit', 'revise'], Risk: RISK_COMPUTING, EnterpriseDeclaration: ['accept', 'return'], OccupationalHealthReport: ['qcApprove', 'qcReject', 'retry', 'push'], DataSynchronization: ['push', 'retry'] },
  },
  // files its employer's declarations (提交, 从现场调查带入) and sees its own projects; never 受理 or 退回
  { key: 'qy', org: 'A', name: '企业用户', level: 3, dataScope: 'OWN_ORG', menus: ['EnterprisesService'], events: { EnterpriseDeclaration: ['submit', 'prefill'] } },
  {
    key: 'orgb-admin',
    org: 'B',
    name: '机构管理员',
    level: 2,
    dataScope: 'ALL',
    menus: ['User', 'Role', 'HelpDoc', 'DataModule', 'Customer', 'SiteSample', 'Equipment', 'SampleManage', 'SampleDistribute', 'Laboratory', 'LabMethods', 'Record', 'ProjectAuditReview', 'ReportPreview', 'ReportPreviewNew', 'Approval', 'QualityControlNew', 'ReportTemplate'],
    events: {
      ProjectManage: '*',
      SiteSurvey: '*',
      SamplePlan: '*',
      LiveSample: '*',
      LabTest: '*',
      EqpIn: '*',
      EqpHcInfo: '*',
      StandardSubstance: '*',
      Reagent: '*',
      SampleFlow: '*',
      SampleConfirm: '*',
      SampleStore: '*',
      SampleDistribute: '*',
      Laboratory: '*',
      RecordList: '*',
      ReportPreview: '*',
      ReportPreviewNew: '*',
      QualityControlNew: '*',
    },
  },
  {
    key: 'supervisor',
    org: 'S',
    name: '分区监管员',
    level: 2,
    dataScope: 'ZONE',
    zones: ['3201'],
    // 省级监管与数据同步's read side (分区监管, 省级质控), 质量监督 and 省级质控考核
    menus: ['ZoningSupervision', 'QsQualityControl', 'QualitySupervision', 'QsQualityControls', 'ExpertManage', 'Score', 'ExpertCheckResponse'],
    // sets QC tasks and judges the organisations' answers (下达, 分配机构, 认可, 退回整改, 结束, 撤销)
    // … and inspects organisations (质量监督: 下达整改, 认可整改, 退回整改, 关闭检查)
    // … and runs expert tasks (专家组, 质控检查, 专家意见; reads the organisations' 专家检查答复) and scores reports and on-site verifications (评分管理)
    events: { QsQualityControl: '*', QualitySupervision: '*', ExpertManage: '*', Score: '*' },
  },
  { key: 'orgb-analyst', org: 'B', name: '检测分析员', level: 3, dataScope: 'OWN_ORG', menus: ['Laboratory', ...LAB_FAMILY_SCREENS.map((s) => s.menuKey), 'LabTest', 'IncomingSample', 'Record', 'SampleManage'], events: { LabTest: ['importLibrary'], Laboratory: ['compose', 'submit'], StaffAuthorization: [] } },
];

/** The employer the demo enterprise user `qy` is linked to (示例化工有限公司's credit code, seed-demo-projects.ts). */
export const DEMO_ENTERPRISE_CREDIT_CODE = '91320000MA1DEMO001';

export const USERS = [
  { username: 'admin', nickName: '系统管理员', org: 'A', role: 'admin', isAdmin: true, isQy: 0, phone: '13800000001' },
  { username: 'surveyor', nickName: '张调查', org: 'A', role: 'surveyor', isAdmin: false, isQy: 0, phone: '13800000002' },
  { username: 'sampler', nickName: '李采样', org: 'A', role: 'sampler', isAdmin: false, isQy: 0, phone: '13800000003' },
  { username: 'analyst', nickName: '王分析', org: 'A', role: 'analyst', isAdmin: false, isQy: 0, phone: '13800000004' },
  { username: 'approver', nickName: '赵审批', org: 'A', role: 'approver', isAdmin: false, isQy: 0, phone: '13800000005' },
  { username: 'quality', nickName: '钱质控', org: 'A', role: 'quality', isAdmin: false, isQy: 0, phone: '13800000006' },
  { username: 'qy', nickName: '企业用户', org: 'A', role: 'qy', isAdmin: false, isQy: 1, phone: '13800000007' },
  { username: 'keeper', nickName: '孙样品', org: 'A', role: 'keeper', isAdmin: false, isQy: 0, phone: '13800000008' },
  { username: 'labmanager', nickName: '周主管', org: 'A', role: 'labManager', isAdmin: false, isQy: 0, phone: '13800000009' },
  { username: 'orgb-admin', nickName: '乙方管理员', org: 'B', role: 'orgb-admin', isAdmin: false, isQy: 0, phone: '13900000001' },
  { username: 'orgb-analyst', nickName: '乙方分析员', org: 'B', role: 'orgb-analyst', isAdmin: false, isQy: 0, phone: '13900000002' },
  { username: 'supervisor', nickName: '吴监管', org: 'S', role: 'supervisor', isAdmin: false, isQy: 0, phone: '13700000001' },
] as const;
