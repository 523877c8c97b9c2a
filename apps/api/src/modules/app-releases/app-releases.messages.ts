/** Chinese messages of app releases (tests quote these). */
export const APK_MESSAGES = {
  none: '暂无APP软件',
  badVersion: '版本号格式不正确，例如 1.2.3',
  versionTaken: '该版本号已存在',
  notNewer: '版本号必须高于当前最新版本',
  notFound: 'APP版本不存在',
} as const;
