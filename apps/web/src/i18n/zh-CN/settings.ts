// 系统设置 screens with pages of their own: 字典管理, App发布, 平台地址, 隐私协议.

export const dict = {
  route: '字典管理',
  dicts: '字典列表',
  entries: '字典详情',
  name: '字典名称',
  nameRule: '字典名称只能包含字母、数字和下划线，并以字母开头',
  description: '描述',
  label: '字典标签',
  value: '字典值',
  sort: '排序',
  addDict: '新增字典',
  editDict: '编辑字典',
  addEntry: '新增字典详情',
  editEntry: '编辑字典详情',
  selectDict: '点击左侧字典查看详情',
} as const;

export const apk = {
  route: 'App发布',
  upload: '上传APP',
  file: '安装包',
  chooseFile: '选择 .apk 文件',
  apkOnly: '只能上传 .apk 文件',
  tooLarge: '安装包不能超过 {size} MB',
  fileRequired: '请选择安装包',
  version: '版本号',
  description: '更新说明',
  fileName: '文件名',
  size: '大小',
  uploadTime: '上传时间',
  latest: '最新',
  download: '下载',
} as const;

export const platform = {
  route: '平台地址',
  type: '平台类型',
  name: '名称',
  ip: 'IP地址',
  port: '端口',
  ipInvalid: '请输入正确的IP地址或域名',
  portInvalid: '端口范围 1-65535',
  addTitle: '新增平台地址',
  editTitle: '编辑平台地址',
} as const;

export const privacy = {
  route: '隐私协议',
} as const;
