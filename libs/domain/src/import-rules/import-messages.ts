/** Import messages of spec §5 (verbatim). */
export const IMPORT_FILE_FORMAT_MESSAGE = '上传格式不正确，请上传xls或者xlsx格式';
export const SHEET_UNAVAILABLE_MESSAGE = '无法获取工作表数据！';
export const SHEET_EMPTY_MESSAGE = '工作表为空，没有定义数据范围（!ref）';
