/** The data templates module's Chinese messages. */
export const TEMPLATE_MESSAGES = {
  defaultDisabled: '停用的模板不能设为默认模板，请先启用或取消默认',
  duplicateName: (title: string, name: string) => `已有同名的${title}“${name}”，请修改模板名称`,
  madeDefault: (name: string) => `“${name}”设为默认模板`,
  evaluationDays: (min: number) => `评价检测采样天数不能少于${min}个工作班（GBZ 159 评价监测须连续采样${min}个工作班）`,
  templateMissing: '数据模板不存在或不属于本机构',
  templateDisabled: (name: string) => `数据模板“${name}”已停用，不能应用`,
  nothingToApply: (name: string) => `本次调查已包含数据模板“${name}”的全部内容，没有可添加的内容`,
  prefilled: (name: string) => `按数据模板“${name}”预填`,
  applied: (name: string) => `应用数据模板“${name}”`,
} as const;
