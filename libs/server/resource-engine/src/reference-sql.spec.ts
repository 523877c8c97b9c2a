import { fieldOf, PROJECT, type ResourceField } from '@ohit/contracts';
import { EQUIPMENT } from '@ohit/contracts';
import { exportColumnsOf, referenceJoins, referenceTarget } from './reference-sql';
import { buildListSql, listPageSql, ResourceQueryError, selectColumns } from './resource-sql';

const orgA = { scope: [7], mayFilterOrganizations: false };
const field = (name: string) => fieldOf(PROJECT, name) as ResourceField;

describe('reference and user fields in the list SQL', () => {
  it('selects each label and carried key beside the id, read by primary key inside the row organisation', () => {
    const sql = selectColumns(PROJECT);
    expect(sql).toContain('t.inspected_unit_id AS "belongInspect"');
    expect(sql).toContain('(SELECT r.name FROM inspected_units r WHERE r.id = t.inspected_unit_id AND r.organization_id = t.organization_id) AS "belongInspectName"');
    expect(sql).toContain('(SELECT r.credit_code FROM inspected_units r WHERE r.id = t.inspected_unit_id AND r.organization_id = t.organization_id) AS "iuiCode"');
    expect(sql).toContain('(SELECT r.code FROM projects r WHERE r.id = t.linked_project_id AND r.organization_id = t.organization_id) AS "projectIdGlName"');
    expect(sql).toContain('(SELECT r.check_type FROM projects r WHERE r.id = t.linked_project_id AND r.organization_id = t.organization_id) AS "typeGl"');
    expect(sql).toContain(`(SELECT COALESCE(NULLIF(r.nick_name, ''), r.username) FROM users r WHERE r.id = t.responser_id) AS "responserName"`);
  });

  it("labels a dictionary field with labelAs: the organisation's entry, the platform's, the declared option, the value", () => {
    const sql = selectColumns(PROJECT);
    expect(sql).toMatch(/COALESCE\(\(SELECT x\.label FROM dictionary_details x .*d\.name = 'check_type' AND x\.value = t\.check_type::text AND COALESCE\(x\.organization_id, 0\) IN \(0, t\.organization_id\)/s);
    expect(sql).toContain(`WHEN '32' THEN '控制效果评价'`);
    expect(sql).toContain('t.check_type::text) AS "typeName"');
    expect(selectColumns(PROJECT, [field('type')], { dictionaryLabels: false })).toBe('t.check_type AS "type"');
  });

  it('filters by a searchable reference field\'s label (contains) through its target, the id filter staying exact', () => {
    const sql = buildListSql(PROJECT, { belongInspectName: ' 化工 ', belongInspect: '12' }, orgA);
    expect(sql.where).toContain('t.inspected_unit_id IN (SELECT r.id FROM inspected_units r WHERE r.name ILIKE $2)');
    expect(sql.where).toContain('t.inspected_unit_id = $3');
    expect(sql.params).toEqual([7, '%化工%', 12]);
  });

  it('filters a user field by nick name or username', () => {
    const sql = buildListSql(PROJECT, { responserName: '张' }, orgA);
    expect(sql.where).toContain('t.responser_id IN (SELECT r.id FROM users r WHERE r.username ILIKE $2 OR r.nick_name ILIKE $2)');
  });

  it('drops an empty label filter and escapes LIKE wildcards', () => {
    expect(buildListSql(PROJECT, { belongInspectName: '' }, orgA).params).toEqual([7]);
    expect(buildListSql(PROJECT, { belongInspectName: '50%_a' }, orgA).params[1]).toBe('%50\\%\\_a%');
  });

  it('refuses the label filter of a reference field that is not searchable, and a bad label value', () => {
    expect(() => buildListSql(PROJECT, { projectIdGlName: 'XM' }, orgA)).toThrow('不支持的查询条件：projectIdGlName');
    expect(() => buildListSql(PROJECT, { belongInspectName: 'a\u0000' }, orgA)).toThrow(ResourceQueryError);
    expect(() => buildListSql(PROJECT, { belongInspectName: 'x'.repeat(201) }, orgA)).toThrow('受检单位的查询值过长');
  });
});

describe('export columns', () => {
  it('write a reference as its label under the field header, then its carried keys; a user as the label', () => {
    const columns = exportColumnsOf([field('name'), field('belongInspect'), field('responser'), field('projectIdGl')]);
    expect(columns.map((c) => [c.name, c.label, c.type])).toEqual([
      ['name', '项目名称', 'string'],
      ['belongInspectName', '受检单位', 'string'],
      ['iuiCode', '受检单位统一社会信用代码', 'string'],
      ['responserName', '项目负责人', 'string'],
      ['projectIdGlName', '关联评价项目', 'string'],
      ['typeGl', '关联评价项目检测类型', 'dictionary'],
    ]);
    // the carried check type keeps its options, so the sheet shows 定期检测, not 10
    expect(columns[5].options?.find((o) => o.value === '10')?.label).toBe('定期检测');
  });

  it('refuses a declaration whose reference names a resource without a table (neither generic nor naming its table)', () => {
    expect(() => referenceTarget({ name: 'x', type: 'reference', label: 'X', reference: { resource: 'users', labelField: 'username' } })).toThrow('x: reference target users has no table');
  });
});

describe('the id filter of a reference field', () => {
  it.each([['abc'], ['-1'], ['0'], ['1.5'], ['99999999999']])('refuses %p before any SQL', (value) => {
    expect(() => buildListSql(PROJECT, { belongInspect: value }, orgA)).toThrow('受检单位必须是正整数ID');
  });
});

describe('the page query', () => {
  it('cuts the page first (its ids only) and reads rows and labels for its rows only (page 100 probes 60 targets, not 6,000)', () => {
    const sql = buildListSql(PROJECT, { page: 99, size: 60, sort: 'createTime,desc' }, orgA);
    const page = listPageSql(PROJECT, sql);
    expect(page).toMatch(/^SELECT .* FROM \(SELECT t\.id FROM projects t WHERE t\.organization_id = \$1 ORDER BY t\.created_at DESC NULLS LAST, t\.id DESC LIMIT 60 OFFSET 5940\) p JOIN projects t ON t\.id = p\.id ORDER BY t\.created_at DESC NULLS LAST, t\.id DESC$/s);
    expect(page.indexOf('"belongInspectName"')).toBeLessThan(page.indexOf('FROM (SELECT t.id'));
  });

  it('cuts the page by ids first for a resource without labels too', () => {
    const sql = buildListSql(EQUIPMENT, {}, orgA);
    expect(listPageSql(EQUIPMENT, sql)).toBe(
      `SELECT ${selectColumns(EQUIPMENT)} FROM (SELECT t.id FROM equipment t ${sql.where} ORDER BY t.id DESC LIMIT ${sql.limit} OFFSET 0) p JOIN equipment t ON t.id = p.id ORDER BY t.id DESC`,
    );
  });
});

describe('export joins', () => {
  it('join each reference and user target once, inside the row organisation, and select labels and carried keys', () => {
    const { joins, columns } = referenceJoins(PROJECT, [field('name'), field('belongInspect'), field('responser')]);
    expect(joins).toBe('LEFT JOIN inspected_units r0 ON r0.id = t.inspected_unit_id AND r0.organization_id = t.organization_id LEFT JOIN users r1 ON r1.id = t.responser_id');
    expect(columns).toEqual(['r0.name AS "belongInspectName"', 'r0.credit_code AS "iuiCode"', `COALESCE(NULLIF(r1.nick_name, ''), r1.username) AS "responserName"`]);
    expect(selectColumns(PROJECT, [field('belongInspect')], { referenceLabels: false })).toBe('t.inspected_unit_id AS "belongInspect"');
  });
});
