import { EQUIPMENT } from '@ohit/contracts';
import { buildListSql, ResourceQueryError } from './resource-sql';

const everyOrg = { scope: null, mayFilterOrganizations: true };
const list = (query: Record<string, unknown>) => buildListSql(EQUIPMENT, query, everyOrg);

describe('buildListSql: filters as strict as a write (list and export alike)', () => {
  it.each([['1'], ['2024-02-30'], ['2023-02-29'], ['2024-13-01'], ['tomorrow']])('refuses the date filter %p before any SQL', (value) => {
    expect(() => list({ calibrationDate: [value, ''] })).toThrow(ResourceQueryError);
    expect(() => list({ calibrationDate: [value, ''] })).toThrow('检定/校准日期的查询值不是有效的日期，应为YYYY-MM-DD');
  });

  it('passes a real calendar day on as YYYY-MM-DD', () => {
    const sql = list({ calibrationDate: ['2024-02-29', '2024/3/1'] });
    expect(sql.params).toEqual(['2024-02-29', '2024-03-01']);
    expect(sql.where).toContain('t.calibration_date >= $1');
  });

  it.each([['1'], ['2024-02-30 10:00:00'], ['2024-01-01 25:00']])('refuses the time range %p', (value) => {
    expect(() => list({ timeSlot: [value, ''] })).toThrow('时间格式不正确');
  });

  it('takes a time range with or without a time of day', () => {
    const sql = list({ timeSlot: ['2024-01-01', '2024-01-31 23:59:59'] });
    expect(sql.params[0]).toEqual(new Date('2024-01-01T00:00:00Z'));
    expect((sql.params[1] as Date).getTime()).toBe(new Date('2024-01-31T23:59:59').getTime());
  });

  it('refuses a NUL character in a text filter', () => {
    expect(() => list({ name: 'a\u0000b' })).toThrow('设备名称的查询值包含不允许的空字符');
  });
});
