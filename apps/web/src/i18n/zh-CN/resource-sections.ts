// The child tables and attachment lists of a detail page (src/resources/detail: ChildTable, AttachmentList).
import { CONFIRM_PROMPTS, SUCCESS_MESSAGES } from '@ohit/domain';

export const resourceSections = {
  add: '新增',
  edit: '编辑',
  delete: '删除',
  operation: '操作',
  addTitle: '新增{title}',
  editTitle: '编辑{title}',
  ok: '确定',
  cancel: '取消',
  confirmDelete: CONFIRM_PROMPTS.delete,
  addSuccess: SUCCESS_MESSAGES.add,
  editSuccess: SUCCESS_MESSAGES.edit,
  deleteSuccess: SUCCESS_MESSAGES.delete,
  uploadSuccess: SUCCESS_MESSAGES.upload,
  noRows: '暂无数据',
  upload: '上传',
  download: '下载',
  fileName: '文件名',
  size: '大小',
  uploader: '上传人',
  uploadTime: '上传时间',
  noFiles: '暂无附件',
  accepts: '支持 {types}，不超过 {size}',
  wrongType: '文件格式不正确，只支持 {types}',
  tooLarge: '文件大小不能超过{size}',
} as const;
