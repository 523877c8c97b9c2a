export const DICT_MESSAGES = {
  dictNotFound: '字典不存在',
  detailNotFound: '字典详情不存在或无权访问',
  dictNameTaken: '字典名称已存在',
  valueTaken: '该字典下已存在相同的字典值',
  adminOnly: '只有系统管理员可以维护字典定义和公共字典项',
  orgOutOfScope: '不能维护本机构数据范围以外机构的字典项',
  dictRequired: '请指定所属字典（dict.id、dictId或dictName）',
  stale: '数据已被他人修改，请刷新后重试',
} as const;
