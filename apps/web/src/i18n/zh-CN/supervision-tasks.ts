// 专家任务, 评分管理, 三方质控/积分规则 (src/pages/supervision-tasks).
export const supervisionTasks = {
  checksOfTask: '各机构质控检查',
  opinionsOfCheck: '专家意见',
  pointsTitle: '本机构积分',
  pointsTotal: '积分合计',
  pointsEmpty: '暂无积分事件',
  pointsFailed: '积分加载失败',
  pointsSource: '来源',
  pointsDate: '日期',
  pointsEvent: '积分事件',
  pointsValue: '分值',
};
