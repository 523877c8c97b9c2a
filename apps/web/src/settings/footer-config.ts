/**
 * The footer's configurable text and case (ICP filing) number. Change them here for a
 * deployment; the copyright holder's name is not part of the spec.
 */
export const footerConfig = {
  text: `Copyright © ${new Date().getFullYear()} 职业健康检测管理平台 版权所有`,
  caseNumber: 'ICP备案号（部署时配置）',
  caseNumberUrl: 'https://beian.miit.gov.cn/',
};
