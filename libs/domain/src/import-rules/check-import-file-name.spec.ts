import { checkImportFileName } from './check-import-file-name';

const MESSAGE = '上传格式不正确，请上传xls或者xlsx格式';

describe('checkImportFileName', () => {
  it.each(['受检单位.xls', 'units.xlsx', 'UNITS.XLSX', 'Units.Xls', 'a.b.c.xlsx', 'C:\\fakepath\\导入模板.xlsx', '1.xls'])(
    'accepts %p',
    (name) => {
      expect(checkImportFileName(name)).toBeNull();
    },
  );

  it.each([
    '',
    ' ',
    '.xlsx',
    'units.csv',
    'units.xlsm',
    'units.xlsx.exe',
    'units.xlsx ',
    'units.xls.',
    'unitsxlsx',
    'units.ｘｌｓｘ',
    'units.pdf',
    null,
    undefined,
    42,
  ])('rejects %p', (name) => {
    expect(checkImportFileName(name)).toBe(MESSAGE);
  });
});
