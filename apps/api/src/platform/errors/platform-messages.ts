import { SYSTEM_EXPIRED_MESSAGE } from '@ohit/domain';

/** Chinese messages of the platform kernel (access, errors, uploads): one place, quoted by tests and docs. */
export const PLATFORM_MESSAGES = {
  notLoggedIn: '未登录或登录已过期，请重新登录',
  tokenRevoked: '登录已失效，请重新登录',
  expired: SYSTEM_EXPIRED_MESSAGE,
  disabled: '账号已被禁用，请联系管理员',
  forbidden: '没有权限，请联系管理员',
  notFound: '数据不存在或无权访问',
  stale: '数据已被他人修改，请刷新后重试',
  emptyIds: '请选择要操作的数据',
  fileMissing: (field: string) => `请选择要上传的文件（字段 ${field}）`,
  fileType: (types: string) => `文件格式不正确，只支持 ${types}`,
  fileTooLarge: (limit: string) => `文件过大，不能超过${limit}`,
} as const;
