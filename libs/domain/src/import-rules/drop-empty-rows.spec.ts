import { dropRecordsWithEmptyFirstColumn, dropRowsWithEmptyFirstColumn, isEmptyCell } from './drop-empty-rows';

describe('isEmptyCell', () => {
  it.each([undefined, null, '', ' ', '\t\n', '\u3000'])('treats %p as empty', (cell) => {
    expect(isEmptyCell(cell)).toBe(true);
  });

  it.each([0, false, '0', 'a', ' a '])('treats %p as a value', (cell) => {
    expect(isEmptyCell(cell)).toBe(false);
  });
});

describe('dropRowsWithEmptyFirstColumn', () => {
  it('keeps rows with a first cell and drops the rest, in order', () => {
    const rows: unknown[][] = [
      ['名称', '地址'],
      ['甲公司', '北京'],
      ['', '无名'],
      [null, 'x'],
      [undefined, 'y'],
      ['   ', 'z'],
      [],
      [0, 'zero'],
      ['乙公司'],
    ];
    expect(dropRowsWithEmptyFirstColumn(rows)).toEqual([['名称', '地址'], ['甲公司', '北京'], [0, 'zero'], ['乙公司']]);
  });

  it('treats a hole in a sparse row as empty', () => {
    const sparse: unknown[] = [];
    sparse[2] = 'c';
    expect(dropRowsWithEmptyFirstColumn([sparse, ['a']])).toEqual([['a']]);
  });

  it('does not mutate its input and handles no rows', () => {
    const rows = [['', 1], ['a', 2]];
    const copy = JSON.parse(JSON.stringify(rows));
    dropRowsWithEmptyFirstColumn(rows);
    expect(rows).toEqual(copy);
    expect(dropRowsWithEmptyFirstColumn([])).toEqual([]);
  });
});

describe('dropRecordsWithEmptyFirstColumn', () => {
  it('checks the named first column, not the first key present', () => {
    const rows: Record<string, unknown>[] = [
      { 单位名称: '甲公司', 地址: '北京' },
      { 地址: '上海' },
      { 单位名称: ' ', 地址: '广州' },
      { 单位名称: 0 },
    ];
    expect(dropRecordsWithEmptyFirstColumn(rows, '单位名称')).toEqual([{ 单位名称: '甲公司', 地址: '北京' }, { 单位名称: 0 }]);
  });
});
