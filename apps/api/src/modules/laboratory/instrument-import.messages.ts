/** 仪器数据导入 and the spec's batch uploads: refusals and answers (zh-CN). */
export const INSTRUMENT_IMPORT_MESSAGES = {
  fileMissing: '请选择仪器导出的数据文件（字段名 file）',
  onlyOneFile: '只能上传一个文件，字段名为file',
  malformed: '上传内容格式不正确',
  tooLarge: '文件过大，不能超过20MB',
  fileType: '文件类型不正确，只能导入csv、txt、xlsx或xls格式的仪器数据',
  notText: '文件内容不是文本，请上传仪器导出的csv或txt文件',
  noHeader: '文件中没有找到表头（样品编号和读数的列名）',
  noRows: '文件中没有数据行',
  noMapping: '未能识别文件格式，请指定样品编号列和各读数对应的列',
  duplicate: (code: string, lines: number[]) => `样品${code}在文件中出现了多次（第${lines.join('、')}行），请只保留一行`,
  notNumber: (line: number, column: string, value: string) => `第${line}行「${column}」不是有效的数值：${value}`,
  notInteger: (line: number, column: string, value: string) => `第${line}行「${column}」应为整数：${value}`,
  nothingMatched: '文件中没有与本批次样品编号相符的数据',
  imported: (updated: number, unmatched: string[]) =>
    `已导入${updated}个样品的读数${unmatched.length ? `，${unmatched.length}个样品编号未匹配：${unmatched.slice(0, 10).join('、')}${unmatched.length > 10 ? '等' : ''}` : ''}`,
  fileKept: (fileName: string) => `；文件「${fileName}」已保存为本批次附件（仪器原始数据）`,
  batchIdMissing: '请提供检测批次编号（belongLabGasId 或 labGasId）',
  uploadUnknown: '上传地址不正确',
} as const;
