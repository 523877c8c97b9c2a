/** HTTP-layer messages (spec §8). */
export const HTTP_MESSAGES = Object.freeze({
  /** An error with no status. */
  requestFailed: '接口请求失败',
  /** A timed-out request (shown 5 s). */
  timeout: '网络请求超时',
} as const);

/** Header (navbar) messages (spec §8), verbatim. */
export const HEADER_MESSAGES = Object.freeze({
  logoutConfirm: '确定注销并退出系统吗？',
  logoutConfirmTitle: '提示',
  noApp: '暂无APP软件',
  noHelpDocument: '暂未提供帮助文档',
  /** Kept in English as the product shows it. */
  fullscreenUnsupported: 'you browser can not work',
} as const);

/** Delete of an inspected unit that already has projects (spec §5). */
export const INSPECTED_UNIT_HAS_PROJECTS_MESSAGE = '已有项目的受检单位不可删除！';
/** Notice of spec §8. */
export const PROJECT_SURVEY_ENDED_MESSAGE = '该项目已结束调查';
/** Import: the chosen file could not be read (spec §8). */
export const FILE_READ_FAILED_MESSAGE = '文件读取失败';
/** Export files are named after the screen title plus this suffix (spec §7). */
export const EXPORT_TITLE_SUFFIX = '数据';
