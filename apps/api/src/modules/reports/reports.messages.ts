import { projectStateMachine, reportStateMachine } from '@ohit/domain';

/** The report module's Chinese messages. */
export const REPORT_MESSAGES = {
  chooseProject: '请选择要编制报告的项目',
  badReportId: '报告id必须是正整数',
  onlyByCompile: '报告只能通过“编制报告”生成，不能手工新增',
  notReporting: (stateLabel: string) => `项目处于“${stateLabel}”状态，不能编制报告（须完成检测，进入“报告编制中”）`,
  alreadyCompiling: (code: string) => `该项目的报告 ${code} 正在编制中，请在报告页面“重新编制”`,
  alreadyHasReport: (code: string, stateLabel: string) => `该项目已有报告 ${code}（${stateLabel}），如需更改请对已签发的报告“修改报告”`,
  untested: (count: number, codes: string) => `检测未完成：${count} 个样品未出结果（${codes}）`,
  notCompiling: (stateLabel: string) => `报告处于“${stateLabel}”状态，只有编制中的报告可以重新编制`,
  amendOnlyIssued: (stateLabel: string) => `报告处于“${stateLabel}”状态，只有已签发的报告可以修改`,
  alreadyAmended: (version: number) => `该版本已有修改版（第 ${version} 版），请在最新版本上修改`,
  projectNotIssuable: (stateLabel: string) => `项目处于“${stateLabel}”状态，不能签发报告`,
  notCompiledYet: '报告尚未编制，暂无内容',
  pdfBySystem: '报告PDF由系统生成，不能手工上传或删除',
  compiled: (code: string) => `已编制报告 ${code}`,
  supersededBy: (version: number, reason: string) => `由第 ${version} 版（修改版）替代：${reason}`,
  issuedBy: (code: string, version: number) => `报告 ${code} 第 ${version} 版签发`,
  reportState: (code: string, version: number) => `报告 ${code} 第 ${version} 版`,
  templateTaken: (kind: string) => `本机构已有“${kind}”报告模板，请编辑原模板`,
  templateIdMissing: '请指定报告模板（id）',
  templateKindNotServed: (kind: string, kinds: string) => `该上传地址用于${kinds}报告模板，所选模板为“${kind}”`,
} as const;

/** A project's or a report's state as its machine names it. */
export const projectStateLabel = (state: string): string => projectStateMachine.stateLabel(state as never);
export const reportStateLabel = (state: string): string => reportStateMachine.stateLabel(state as never);
