/** Chinese messages of a resource's child collections. */
export const CHILD_MESSAGES = {
  unknownChild: '子表不存在',
  notFound: '数据不存在或无权访问',
  versionMissing: 'version不能为空',
  badChildId: '子表记录id必须是正整数',
  duplicate: (title: string) => `${title}中已有相同的记录，不能重复添加`,
  readOnly: (title: string) => `${title}由系统自动记录，不能手工修改`,
} as const;
