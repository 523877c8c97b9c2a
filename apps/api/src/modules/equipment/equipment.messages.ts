/** The equipment module's Chinese messages. */
export const EQUIPMENT_MESSAGES = {
  notFound: '设备不存在或不属于本机构',
  stillOut: (equipment: string, code: string, project: string) => `${equipment}已出库（出库单 ${code}，项目 ${project}），尚未归还`,
  lapsesBeforeReturn: (equipment: string, due: string, expected: string) => `${equipment}的检定/校准有效期至 ${due}，早于预计归还日期 ${expected}`,
  returnBeforeIssue: '预计归还日期不能早于出库日期',
  projectClosed: '项目已归档或已中止，不能出库设备',
  closed: '该出库记录已归还或遗失，不能修改',
  uploadIdMissing: '请指定物品（id）',
  uploadUnknown: '上传地址不存在',
  damagedReason: (code: string, reason: string) => `出库单${code}损坏归还：${reason}`,
} as const;
