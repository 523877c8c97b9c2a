/**
 * Row-action popover prompts (spec §2), verbatim: the first two end in a full-width
 * question mark, the relation prompts in an ASCII one.
 */
export const CONFIRM_PROMPTS = Object.freeze({
  delete: '确定删除本条数据吗？',
  reset: '确定重置本条数据吗？',
  cancelRelation: '确定取消关联本条数据吗?',
  relate: '确定关联本条数据吗?',
} as const);
