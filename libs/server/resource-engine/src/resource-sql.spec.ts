import { EQUIPMENT, INSPECTED_UNIT, PROJECT } from '@ohit/contracts';
import { buildListSql, ResourceQueryError, toApiRow } from './resource-sql';

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

  it('filters a date "within N days" on or before today + N, overdue included, and refuses a bad N', () => {
    const sql = buildListSql(INSPECTED_UNIT, { nextDetectionDue: '30' }, everyOrg);
    expect(sql.where).toBe('WHERE t.next_detection_due <= current_date + $1::int');
    expect(sql.params).toEqual([30]);
    for (const bad of ['-1', '3651', '1.5', 'soon']) expect(() => buildListSql(INSPECTED_UNIT, { nextDetectionDue: bad }, everyOrg)).toThrow('下次检测到期的天数必须是0到3650的整数');
  });

  it('refuses a NUL character in a text filter', () => {
    expect(() => list({ name: 'a\u0000b' })).toThrow('设备名称的查询值包含不允许的空字符');
  });
});

// PostgreSQL 15 walks an (organization_id, filter, sort) index in the list's order only for
// equalities and a sort whose empty-value placement the index shares.
describe('buildListSql: the shapes an index can serve', () => {
  const orgA = { scope: [7], mayFilterOrganizations: false };

  it('scopes one organisation by equality and several by ANY', () => {
    expect(buildListSql(PROJECT, {}, orgA)).toMatchObject({ where: 'WHERE t.organization_id = $1', params: [7] });
    expect(buildListSql(PROJECT, {}, { scope: [7, 9], mayFilterOrganizations: false })).toMatchObject({ where: 'WHERE t.organization_id = ANY($1::int[])', params: [[7, 9]] });
  });

  it('filters one value of an `in` filter by equality and several by ANY', () => {
    expect(buildListSql(PROJECT, { state: 'archived' }, orgA)).toMatchObject({ where: 'WHERE t.organization_id = $1 AND t.state = $2', params: [7, 'archived'] });
    expect(buildListSql(PROJECT, { state: ['created', 'archived'] }, orgA)).toMatchObject({ where: 'WHERE t.organization_id = $1 AND t.state = ANY($2)', params: [7, ['created', 'archived']] });
  });

  it('sorts by id without a NULLS clause (never empty) and any other field with empty values as the smallest', () => {
    expect(buildListSql(PROJECT, {}, orgA).orderBy).toBe('t.id DESC');
    expect(buildListSql(PROJECT, { sort: 'id,asc' }, orgA).orderBy).toBe('t.id ASC');
    expect(buildListSql(PROJECT, { sort: 'createTime,desc' }, orgA).orderBy).toBe('t.created_at DESC NULLS LAST, t.id DESC');
    expect(buildListSql(PROJECT, { sort: 'issuePlanDate,asc' }, orgA).orderBy).toBe('t.issue_plan_date ASC NULLS FIRST, t.id DESC');
  });
});

describe('toApiRow', () => {
  it('gives every row of a page its area as an array and its times as ISO text, other values as read', () => {
    const created = new Date('2024-03-01T08:00:00Z');
    const rows = [
      { id: 1, name: '甲', area: '江苏省/南京市', createTime: created, employeeCount: 5 },
      { id: 2, name: '乙', area: null, createTime: created, employeeCount: null },
    ].map((r) => toApiRow(INSPECTED_UNIT, r));
    expect(rows).toEqual([
      { id: 1, name: '甲', area: ['江苏省', '南京市'], createTime: '2024-03-01T08:00:00.000Z', employeeCount: 5 },
      { id: 2, name: '乙', area: [], createTime: '2024-03-01T08:00:00.000Z', employeeCount: null },
    ]);
  });
});
