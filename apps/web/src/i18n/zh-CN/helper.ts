// 帮助文档 (/helper, src/pages/helper): the navbar's 帮助 entry. Spec §8 wording from @ohit/domain.
import { HEADER_MESSAGES, SUCCESS_MESSAGES } from '@ohit/domain';

export const helper = {
  route: '帮助文档',
  empty: HEADER_MESSAGES.noHelpDocument,
  upload: '上传帮助文档',
  file: '文件',
  chooseFile: '选择文件',
  fileRequired: '请选择要上传的文件',
  wrongType: '只能上传 {types} 格式的文件',
  tooLarge: '文件不能超过 {size} MB',
  title: '文档标题',
  titlePlaceholder: '不填则使用文件名',
  scope: '适用范围',
  platformWide: '全平台',
  ownOrganization: '本机构',
  fileName: '文件名',
  size: '大小',
  organization: '所属机构',
  uploader: '上传人',
  uploadTime: '上传时间',
  download: '下载',
  downloadSuccess: SUCCESS_MESSAGES.download,
  search: '输入标题或文件名搜索',
} as const;
