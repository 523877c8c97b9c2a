// 现场调查 (src/pages/site-surveys) and the hazard vocabulary select of any declared field (src/resources).
export const siteSurvey = {
  missingProject: '缺少项目参数，无法打开现场调查',
  noSurvey: '该项目尚未建立现场调查',
  noSurveyHint: '项目处于“现场调查中”时可新建现场调查',
  create: '新建现场调查',
  created: '新建成功',
  open: '现场调查',
  postPlaceholder: '选择本次调查已登记的岗位',
} as const;

export const vocabulary = {
  hazardPlaceholder: '输入名称、英文名或CAS号搜索（GBZ 2.1/2.2）',
  hazardLoading: '正在加载危害因素…',
  chemical: '化学有害因素',
  dust: '粉尘',
  physical: '物理因素',
  other: '其他检测项目',
} as const;
