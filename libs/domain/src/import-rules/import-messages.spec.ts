import * as rules from './index';

describe('import messages', () => {
  it('are the spec strings verbatim', () => {
    expect(rules.IMPORT_FILE_FORMAT_MESSAGE).toBe('上传格式不正确，请上传xls或者xlsx格式');
    expect(rules.SHEET_UNAVAILABLE_MESSAGE).toBe('无法获取工作表数据！');
    expect(rules.SHEET_EMPTY_MESSAGE).toBe('工作表为空，没有定义数据范围（!ref）');
  });
});
