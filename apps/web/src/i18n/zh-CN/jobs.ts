// The import/export jobs drawer (src/jobs).
import { FILE_READ_FAILED_MESSAGE, IMPORT_FILE_FORMAT_MESSAGE, SUCCESS_MESSAGES } from '@ohit/domain';

export const jobs = {
  button: '任务',
  title: '导入导出任务',
  empty: '暂无任务',
  export: '导出',
  import: '导入',
  queued: '排队中',
  running: '进行中',
  completed: '已完成',
  failed: '失败',
  cancelled: '已取消',
  cancel: '取消任务',
  download: '下载',
  rows: '{done} {unit}',
  rowsOf: '{done} / {total} {unit}',
  downloadSuccess: SUCCESS_MESSAGES.download,
  fileReadFailed: FILE_READ_FAILED_MESSAGE,
  fileFormat: IMPORT_FILE_FORMAT_MESSAGE,
  refresh: '刷新',
} as const;
