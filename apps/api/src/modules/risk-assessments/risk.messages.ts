/** Chinese messages of 风险评估. */
export const RISK_MESSAGES = {
  badProjectId: '请选择要评估的项目（项目ID必须是正整数）',
  onlyComputed: '风险评估由“计算风险评估”按项目的检测结果判定生成，不能手工新增',
  exists: (code: string) => `该项目已有风险评估：${code}，请在其详情中“重新计算”`,
  noJudgedResults: '该项目尚无检测结果判定（没有已出结果的样品或现场测量），不能计算风险评估',
  badToxicity: '毒物危害程度分级须为“危害因素名称 → 极度危害/高度危害/中度危害/轻度危害”的对应关系',
  badToxicityClass: (hazard: string) => `“${hazard.slice(0, 50)}”的毒物危害程度取值无效（可选：极度危害、高度危害、中度危害、轻度危害）`,
  refused: (why: string) => `${why}。如需暂按旧版标准评估，请机构管理员在“评估设置”中开启“新版标准未录入时按旧版评估”`,
  computed: (code: string, cls: string) => `已生成风险评估 ${code}：风险分类${cls}`,
  recomputed: (cls: string) => `已重新计算：风险分类${cls}`,
  badSetting: '“新版标准未录入时按旧版评估”须为是或否（true/false）',
  badOrganization: '机构ID必须是正整数',
  alreadyConfirmed: '该风险评估已确认；如需更新受检单位的风险分类，请“重新计算”并填写原因',
  noUnit: '该评估的项目没有受检单位，不能确认',
  confirmed: (cls: string, unit: boolean) => (unit ? `已确认：受检单位风险分类${cls}，下次检测到期已更新` : `已确认：受检单位风险分类${cls}（无变化）`),
  unitReason: (why: string, code: string, edition: string, cls: string) =>
    `${why}：风险评估${code}按${edition}评估，风险分类${cls}；下次检测到期依《工作场所职业卫生管理规定》第二十条计算`,
} as const;
