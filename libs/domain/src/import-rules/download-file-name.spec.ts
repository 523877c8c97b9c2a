import { downloadDateStamp, downloadFileName } from './download-file-name';

// 2024-01-31 09:30:05 in China Standard Time.
const AT = new Date('2024-01-31T01:30:05Z');

describe('downloadDateStamp', () => {
  it('formats YYYYMMDDHHmmss in China Standard Time', () => {
    expect(downloadDateStamp(AT)).toBe('20240131093005');
  });

  it('moves to the next day in CST when UTC is still on the previous one', () => {
    expect(downloadDateStamp(new Date('2023-12-31T16:00:00Z'))).toBe('20240101000000');
  });

  it('accepts another offset', () => {
    expect(downloadDateStamp(AT, 0)).toBe('20240131013005');
  });
});

describe('downloadFileName', () => {
  it('is date + name + extension', () => {
    expect(downloadFileName(AT, '受检单位数据', 'xlsx')).toBe('20240131093005受检单位数据.xlsx');
  });

  it('accepts the extension with its dot', () => {
    expect(downloadFileName(AT, '日志', '.txt')).toBe('20240131093005日志.txt');
  });

  it('omits the dot when there is no extension', () => {
    expect(downloadFileName(AT, '备份', '')).toBe('20240131093005备份');
  });

  it('replaces characters a file name cannot hold', () => {
    expect(downloadFileName(AT, 'a/b\\c:d*e?f"g<h>i|j', 'xls')).toBe('20240131093005a_b_c_d_e_f_g_h_i_j.xls');
  });

  it('rejects an invalid date', () => {
    expect(() => downloadFileName(new Date('nope'), 'x', 'xlsx')).toThrow(RangeError);
  });
});
