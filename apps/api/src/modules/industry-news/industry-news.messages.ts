/** Chinese messages of 行业资讯. */
export const INDUSTRY_NEWS_MESSAGES = {
  notFound: '资讯不存在或已下线',
  coverNotFound: '该资讯没有封面图片',
  emptyContent: '正文为空，不能发布',
  badId: '资讯ID必须是正整数',
} as const;
