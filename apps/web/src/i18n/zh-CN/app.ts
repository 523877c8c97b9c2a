// The shell's own strings: the app, its routes, login and session, request failures, the header and the fallback pages, the dashboard.
import { HEADER_MESSAGES, HTTP_MESSAGES, SYSTEM_EXPIRED_MESSAGE } from '@ohit/domain';

export const app = {
  sidebarTitle: '职业健康检测管理平台',
  loading: '加载中…',
} as const;

export const route = {
  login: '登录',
  dashboard: '首页',
  userCenter: '个人中心',
  noPermission: '无权限',
  notFound: '页面不存在',
  redirect: '刷新',
  technicalServiceSign: '技术服务机构签字',
  unitSignature: '用人单位签字',
  orgReportFormula: '报告公示',
  orgReportFormulaDetails: '报告公示详情',
  industryNews: '行业资讯',
  industryNewsDetails: '行业资讯详情',
  users: '用户管理',
  roles: '角色管理',
  menus: '菜单管理',
  organization: '机构管理',
} as const;

export const login = {
  title: '系统登录',
  username: '账号',
  password: '密码',
  code: '验证码',
  rememberMe: '记住我',
  submit: '登 录',
  submitting: '登 录 中...',
  usernameRequired: '用户名不能为空',
  passwordRequired: '密码不能为空',
  codeRequired: '验证码不能为空',
  captchaAlt: '验证码，点击刷新',
  captchaFailed: '验证码获取失败，点击重试',
  expired: '当前登录状态已过期，请重新登录！',
  failed: '登录失败',
  notice: '提示',
} as const;

export const session = {
  expired: SYSTEM_EXPIRED_MESSAGE,
  infoFailed: '获取用户信息失败，请重新登录',
} as const;

export const http = {
  timeout: HTTP_MESSAGES.timeout,
  failed: HTTP_MESSAGES.requestFailed,
} as const;

export const shell = {
  home: '首页',
  personalCenter: '个人中心',
  logout: '退出登录',
  logoutConfirm: HEADER_MESSAGES.logoutConfirm,
  logoutTitle: HEADER_MESSAGES.logoutConfirmTitle,
  ok: '确定',
  cancel: '取消',
  collapse: '收起菜单',
  expand: '展开菜单',
} as const;

export const pages = {
  placeholder: '该页面尚未开放，敬请期待。',
  underConstruction: '页面建设中',
  underConstructionDesc: '“{name}”页面正在建设中，敬请期待。',
  publicPlaceholder: '{title}页面正在建设中。',
  backHome: '返回首页',
  noPermission: '抱歉，您没有访问该页面的权限。',
  notFound: '抱歉，您访问的页面不存在。',
  loadFailed: '页面加载失败',
  reload: '重新加载',
} as const;

export const dashboard = {
  openProjects: '在办项目',
  unitsDue: '定期检测将到期单位',
  dueHint: '{days}天内到期（含已逾期）',
  myOpenTasks: '我的待办项目',
  jobsRunning: '进行中的任务',
  byState: '项目状态分布',
  noProjects: '暂无项目',
  loadFailed: '首页统计数据加载失败',
  retry: '重试',
} as const;
