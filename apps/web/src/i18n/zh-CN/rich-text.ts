// The rich-text editor's toolbar (src/ui/rich-text).
export const richText = {
  heading: '小标题',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  orderedList: '编号',
  bulletList: '项目符号',
  link: '链接',
  linkPrompt: '请输入链接地址（http/https/mailto）',
  image: '插入图片',
  imagePrompt: '请输入图片地址（http/https）',
  clear: '清除格式',
};
