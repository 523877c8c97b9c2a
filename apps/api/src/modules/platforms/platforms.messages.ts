/** Chinese messages of linked-platform addresses (tests quote these). */
export const PLATFORM_MESSAGES = {
  notFound: '平台地址不存在',
  typeTaken: '该类型的平台地址已存在',
  stale: '数据已被他人修改，请刷新后重试',
  badType: '平台类型只能是3、5、6或7',
  badHost: '请输入正确的IP地址',
  badPort: '端口范围为1-65535',
} as const;
