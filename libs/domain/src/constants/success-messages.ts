/** Success toasts (spec §8), verbatim. */
export const SUCCESS_MESSAGES = Object.freeze({
  submit: '提交成功',
  add: '新增成功',
  edit: '编辑成功',
  delete: '删除成功',
  import: '导入成功',
  upload: '上传成功',
  reset: '重置成功',
  copy: '复制成功',
  paste: '粘贴成功',
  remove: '移除成功',
  relate: '关联成功',
  download: '下载成功',
  layoutSettings: '布局设置成功',
} as const);
export type SuccessAction = keyof typeof SUCCESS_MESSAGES;
