// 行业资讯: the admin screen (src/pages/industry-news) and the public pages (src/pages/public/news).
export const industryNews = {
  content: '正文',
  publishConfirm: '确定发布该资讯吗？发布后所有人均可查看。',
  unpublishConfirm: '确定下线该资讯吗？下线后公开页面将不再显示。',
  publishDone: '发布成功',
  unpublishDone: '已下线',
  cover: '封面图片',
  coverTitle: '封面图片：{title}',
  coverHint: '以最新上传的图片作为封面',
  preview: '预览公开页面',
};

export const publicNews = {
  home: '职业健康检测管理平台',
  news: '行业资讯',
  disclosure: '报告公示',
  login: '登录',
  searchTitle: '请输入标题搜索',
  search: '搜索',
  allCategories: '全部分类',
  empty: '暂无资讯',
  total: '共 {total} 条',
  publishedAt: '发布于 {date}',
  author: '作者：{author}',
  back: '返回资讯列表',
  notFound: '资讯不存在或已下线',
  loadFailed: '加载失败，请稍后重试',
  retry: '重试',
};
