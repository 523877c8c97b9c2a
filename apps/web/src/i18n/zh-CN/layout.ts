// The layout around every page: the navbar, its settings panel, the tags bar and the footer.
import { CERTIFICATE_AGREEMENT_VERSION_DATE, HEADER_MESSAGES, SUCCESS_MESSAGES } from '@ohit/domain';

export const layout = {
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  fullscreenUnsupported: HEADER_MESSAGES.fullscreenUnsupported,
  size: '布局大小',
  sizeDefault: '默认',
  sizeMedium: '中等',
  sizeSmall: '小型',
  sizeMini: '迷你',
  sizeSuccess: SUCCESS_MESSAGES.layoutSettings,
  qrCode: '扫码访问',
  qrCodeApp: '扫码下载APP',
  qrCodeSite: '扫码打开平台',
  settings: '系统布局配置',
  appDownload: 'APP下载',
  appDownloadTitle: 'APP下载',
  appDownloadLink: '点击下载安装包',
  noApp: HEADER_MESSAGES.noApp,
  help: '帮助文档',
  noHelp: HEADER_MESSAGES.noHelpDocument,
  platformNotConfigured: '{name}地址未配置',
  otherPlatforms: '其他平台',
  themeColor: '主题颜色',
  tagsView: '开启 Tags-View',
  fixedHeader: '固定 Header',
  sidebarLogo: '侧边栏 Logo',
  uniqueOpened: '菜单只展开一项',
  settingsSaved: '设置已保存',
  resetSettings: '恢复默认',
} as const;

export const tags = {
  refresh: '刷新',
  close: '关闭',
  closeOthers: '关闭其他',
  closeAll: '关闭所有',
} as const;

export const footer = {
  privacy: '隐私协议',
  certificate: '数字证书使用协议',
  certificateTitle: `数字证书使用协议（版本：${CERTIFICATE_AGREEMENT_VERSION_DATE}）`,
  close: '我已阅读',
  caseNumberPrefix: '备案号：',
} as const;
