import dayjs from 'dayjs';
import { EQUIPMENT, INSPECTED_UNIT, ORGANIZATION, ROLES, USERS, type ResourceDeclaration } from '@ohit/contracts';
import { CONFIRM_PROMPTS, FILE_READ_FAILED_MESSAGE, IMPORT_FILE_FORMAT_MESSAGE } from '@ohit/domain';
import { buildQuery } from '../http/query';
import { detailLocation, pathOfNamedRoute } from './detail-route';
import { EditorStatus, editorReducer, initialEditorState, type EditorState } from './editor-state';
import { formFields, rulesFor, toFormValues, toPayload } from './form-model';
import { checkImportFile, type FileLike } from './import-file';
import { clampPage, pageAfterDelete } from './paging';
import { endpointsOf } from './resource-api';
import { mayUse, rowActionsFor } from './row-actions';
import { buildSearchParams, searchFields } from './search-params';

describe('search params per search mode', () => {
  it('contains and exact: trimmed text; empty values dropped', () => {
    const q = buildSearchParams(INSPECTED_UNIT, { name: '  化工 ', creditCode: '', phone: null, address: '   ', contact: undefined });
    expect(q).toEqual({ name: '化工' });
  });

  it('sends "due within N days" as the number of days', () => {
    expect(buildSearchParams(INSPECTED_UNIT, { nextDetectionDue: 30 })).toEqual({ nextDetectionDue: 30 });
    expect(buildSearchParams(INSPECTED_UNIT, { nextDetectionDue: null })).toEqual({});
  });

  it('in: the chosen values as a repeated (not indexed) parameter', () => {
    const q = buildSearchParams(INSPECTED_UNIT, { industry: ['C', 'B'] });
    expect(q).toEqual({ industry: ['C', 'B'] });
    expect(buildQuery(q)).toBe('industry=C&industry=B');
    expect(buildSearchParams(INSPECTED_UNIT, { industry: [] })).toEqual({});
  });

  it('range on numbers: "from,to" with either side open', () => {
    expect(buildSearchParams(INSPECTED_UNIT, { employeeCount: [10, 50] })).toEqual({ employeeCount: '10,50' });
    expect(buildSearchParams(INSPECTED_UNIT, { employeeCount: [null, 50] })).toEqual({ employeeCount: ',50' });
    expect(buildSearchParams(INSPECTED_UNIT, { employeeCount: [5, null] })).toEqual({ employeeCount: '5,' });
    expect(buildSearchParams(INSPECTED_UNIT, { employeeCount: [null, null] })).toEqual({});
  });

  it('range on dates: YYYY-MM-DD; on datetimes: the whole first and last day as ISO', () => {
    const q = buildSearchParams(EQUIPMENT, { calibrationDate: [dayjs('2024-01-02'), dayjs('2024-03-04')] });
    expect(q).toEqual({ calibrationDate: '2024-01-02,2024-03-04' });
    const c = buildSearchParams(EQUIPMENT, { createTime: [dayjs('2024-01-02T10:00:00'), dayjs('2024-01-05T10:00:00')] });
    const [from, to] = String(c.createTime).split(',');
    expect(new Date(from!).getTime()).toBe(dayjs('2024-01-02').startOf('day').valueOf());
    expect(new Date(to!).getTime()).toBe(dayjs('2024-01-05').endOf('day').valueOf());
  });

  it('area: typed "省/市/区" or an array becomes the path parts', () => {
    expect(buildSearchParams(INSPECTED_UNIT, { area: '江苏省/南京市' })).toEqual({ area: ['江苏省', '南京市'] });
    expect(buildSearchParams(INSPECTED_UNIT, { area: ['江苏省', ''] })).toEqual({ area: ['江苏省'] });
  });

  it('exact on a dictionary and a boolean; the organisation filter is not a search input', () => {
    expect(buildSearchParams(INSPECTED_UNIT, { scale: '2', organizationId: 7 })).toEqual({ scale: '2' });
    expect(buildSearchParams(USERS, { enabled: 'true', blurry: 'adm' })).toEqual({ enabled: 'true', blurry: 'adm' });
    expect(searchFields(INSPECTED_UNIT).map((f) => f.name)).not.toContain('organizationId');
    expect(searchFields(INSPECTED_UNIT).map((f) => f.name)).toContain('createTime');
  });
});

describe('editor state machine (spec §4)', () => {
  const run = (...events: Parameters<typeof editorReducer>[1][]): EditorState => events.reduce(editorReducer, initialEditorState);

  it('normal → prepared → processing → normal on success', () => {
    const prepared = run({ type: 'open', kind: 'add' });
    expect(prepared).toEqual({ status: EditorStatus.Prepared, kind: 'add', record: null });
    const processing = editorReducer(prepared, { type: 'submit' });
    expect(processing.status).toBe(EditorStatus.Processing);
    expect(editorReducer(processing, { type: 'succeeded' })).toEqual(initialEditorState);
  });

  it('failure goes back to prepared, keeping the kind and record', () => {
    const row = { id: 3, name: 'x' };
    const s = run({ type: 'open', kind: 'edit', record: row }, { type: 'submit' }, { type: 'failed' });
    expect(s).toEqual({ status: EditorStatus.Prepared, kind: 'edit', record: row });
  });

  it('cancel from prepared is normal; cancel while processing is ignored', () => {
    expect(run({ type: 'open', kind: 'copy', record: { id: 1 } }, { type: 'cancel' })).toEqual(initialEditorState);
    expect(run({ type: 'open', kind: 'paste' }, { type: 'submit' }, { type: 'cancel' }).status).toBe(EditorStatus.Processing);
  });

  it('ignores submit while closed, double submit, and stray answers', () => {
    expect(run({ type: 'submit' })).toEqual(initialEditorState);
    expect(run({ type: 'succeeded' })).toEqual(initialEditorState);
    const once = run({ type: 'open', kind: 'add' }, { type: 'submit' });
    expect(editorReducer(once, { type: 'submit' })).toBe(once);
    expect(editorReducer(run({ type: 'open', kind: 'add' }), { type: 'failed' }).status).toBe(EditorStatus.Prepared);
  });
});

describe('delete steps back a page', () => {
  it('deleting the last row of a page (not the first) goes one page back', () => {
    expect(pageAfterDelete(3, 1, 1)).toBe(2);
    expect(pageAfterDelete(3, 2, 1)).toBe(3);
    expect(pageAfterDelete(1, 1, 1)).toBe(1);
    expect(pageAfterDelete(2, 5, 5)).toBe(1);
  });
  it('clampPage keeps the page within the rows left', () => {
    expect(clampPage(5, 60, 61)).toBe(2);
    expect(clampPage(1, 60, 0)).toBe(1);
  });
});

describe('permission-gated row actions', () => {
  it('shows only permitted actions in the spec order, with the exact prompts', () => {
    const codes = ['inspectedUnit:del', 'customer:relation', 'inspectedUnit:reset', 'customer:edit'];
    const actions = rowActionsFor(INSPECTED_UNIT, codes);
    expect(actions.map((a) => a.key)).toEqual(['reset', 'relation', 'edit', 'del']);
    expect(Object.fromEntries(actions.map((a) => [a.key, a.confirm]))).toEqual({
      reset: '确定重置本条数据吗？',
      relation: '确定关联本条数据吗?',
      edit: null,
      del: '确定删除本条数据吗？',
    });
    expect(actions.find((a) => a.key === 'del')!.codes).toEqual(['inspectedUnit:del', 'customer:del']);
  });

  it('admin sees every declared action; actions the declaration lacks never show', () => {
    expect(rowActionsFor(INSPECTED_UNIT, ['admin']).map((a) => a.key)).toEqual(['reset', 'cancelRelation', 'relation', 'edit', 'copy', 'del']);
    expect(rowActionsFor(EQUIPMENT, ['admin']).map((a) => a.key)).toEqual(['reset', 'edit', 'copy', 'del']);
    expect(rowActionsFor(INSPECTED_UNIT, ['customer:cancelRelation']).map((a) => [a.key, a.confirm])).toEqual([['cancelRelation', CONFIRM_PROMPTS.cancelRelation]]);
    expect(rowActionsFor(INSPECTED_UNIT, [])).toEqual([]);
    expect(rowActionsFor(INSPECTED_UNIT, ['equipment:del'])).toEqual([]);
  });

  it('toolbar actions: by declaration and code (aliases included)', () => {
    expect(mayUse(EQUIPMENT, 'export', ['eqp:export'])).toBe(true);
    expect(mayUse(EQUIPMENT, 'import', ['eqp:export'])).toBe(false);
    expect(mayUse(USERS, 'import', ['admin'])).toBe(false);
  });
});

describe('form built from a declaration', () => {
  const field = (decl: ResourceDeclaration, name: string) => formFields(decl).find((f) => f.name === name)!;
  async function check(rules: ReturnType<typeof rulesFor>, value: unknown): Promise<string[]> {
    const errors: string[] = [];
    for (const rule of rules) {
      const r = rule as { required?: boolean; message?: string; max?: number; validator?: (r: unknown, v: unknown) => Promise<void> };
      if (r.max !== undefined && typeof value === 'string' && value.length > r.max) errors.push(r.message!);
      if (r.validator) await r.validator({}, value).catch((e: Error) => errors.push(e.message));
    }
    return errors;
  }

  it('writable fields only, no system or keyword fields', () => {
    expect(formFields(INSPECTED_UNIT).map((f) => f.name)).toEqual([
      'name', 'creditCode', 'area', 'address', 'contact', 'phone', 'industry', 'scale', 'employeeCount', 'status', 'riskClass', 'remark',
      // the employer facts a provincial push maps (issue 15)
      'exposedCount', 'economicTypeCode', 'industryCode', 'areaCode', 'registeredAddress', 'legalPerson',
    ]);
    expect(formFields(USERS).map((f) => f.name)).not.toContain('blurry');
  });

  it('required fields carry the required rule with a Chinese message', async () => {
    expect(await check(rulesFor(field(INSPECTED_UNIT, 'name')), '  ')).toEqual(['单位名称不能为空']);
    expect(await check(rulesFor(field(INSPECTED_UNIT, 'name')), 'x'.repeat(101))).toEqual(['单位名称不能超过100个字符']);
    expect(await check(rulesFor(field(INSPECTED_UNIT, 'contact')), '')).toEqual([]);
  });

  it('a filled number, date or choice satisfies its required rule; an empty one does not', async () => {
    const level = rulesFor(field(ROLES, 'level'));
    expect(await check(level, 3)).toEqual([]);
    expect(await check(level, 0)).toEqual([]);
    expect(await check(level, null)).toEqual(['角色级别不能为空']);
  });

  it('validators by id from @ohit/domain, only on non-empty values', async () => {
    const phone = rulesFor(field(INSPECTED_UNIT, 'phone'));
    expect(await check(phone, '')).toEqual([]);
    expect(await check(phone, '13812345678')).toEqual([]);
    expect((await check(phone, '12345')).length).toBe(1);
    const count = rulesFor(field(INSPECTED_UNIT, 'employeeCount'));
    expect((await check(count, -1)).length).toBe(1);
    expect(await check(count, 12)).toEqual([]);
    expect((await check(rulesFor(field(USERS, 'username')), 'a b')).length).toBe(1);
  });

  it('row ⇄ form values ⇄ payload', () => {
    const row = { id: 5, version: 2, name: ' A ', area: ['江苏省', '南京市'], industry: 'C', employeeCount: 3, remark: '', status: 1 };
    const values = toFormValues(INSPECTED_UNIT, row);
    expect(values.area).toBe('江苏省/南京市');
    expect(values.status).toBe('1');
    const payload = toPayload(INSPECTED_UNIT, values);
    expect(payload).toMatchObject({ name: 'A', area: ['江苏省', '南京市'], industry: 'C', employeeCount: 3, remark: null, status: '1' });
    expect(payload).not.toHaveProperty('id');
    expect(toFormValues(INSPECTED_UNIT, null).status).toBe('1');
    const eq = toPayload(EQUIPMENT, toFormValues(EQUIPMENT, { calibrationDate: '2024-02-29' }));
    expect(eq.calibrationDate).toBe('2024-02-29');
  });
});

describe('import file check', () => {
  const file = (name: string, bytes: number[] | null, size = bytes?.length ?? 0): FileLike => ({
    name,
    size,
    slice: () => ({
      arrayBuffer: () => (bytes ? Promise.resolve(new Uint8Array(bytes).buffer) : Promise.reject(new Error('NotReadableError'))),
    }),
  });
  it('accepts .xlsx (zip) and .xls (OLE) workbooks', async () => {
    expect(await checkImportFile(file('单位.xlsx', [0x50, 0x4b, 3, 4]))).toBeNull();
    expect(await checkImportFile(file('C:\\fakepath\\a.XLS', [0xd0, 0xcf, 0x11, 0xe0, 0xa1]))).toBeNull();
  });
  it('refuses other names with the format message before reading', async () => {
    expect(await checkImportFile(file('a.csv', [0x50, 0x4b]))).toBe(IMPORT_FILE_FORMAT_MESSAGE);
    expect(await checkImportFile(file('xlsx', [0x50, 0x4b]))).toBe(IMPORT_FILE_FORMAT_MESSAGE);
  });
  it("a file the browser cannot read gives '文件读取失败'", async () => {
    expect(await checkImportFile(file('a.xlsx', null, 10))).toBe(FILE_READ_FAILED_MESSAGE);
    expect(await checkImportFile(file('a.xlsx', [], 0))).toBe(FILE_READ_FAILED_MESSAGE);
    expect(await checkImportFile(null)).toBe(FILE_READ_FAILED_MESSAGE);
  });
  it('a renamed text file is not a workbook', async () => {
    expect(await checkImportFile(file('a.xlsx', [0x6e, 0x61, 0x6d, 0x65]))).toBe(IMPORT_FILE_FORMAT_MESSAGE);
  });
});

describe('endpoints and row detail', () => {
  it('generic engine paths at the declaration url; identity keeps REST', () => {
    const ep = endpointsOf(INSPECTED_UNIT);
    expect(ep).toMatchObject({ list: 'api/inspectedUnit', copy: 'api/inspectedUnit/copy', remove: 'api/inspectedUnit/delete', export: 'api/inspectedUnit/export', import: 'api/inspectedUnit/import' });
    expect(ep.add).toEqual({ method: 'POST', path: 'api/inspectedUnit/add' });
    expect(ep.edit).toEqual({ method: 'PUT', path: 'api/inspectedUnit/edit' });
    expect(endpointsOf(ORGANIZATION)).toMatchObject({ list: 'api/organization', add: { method: 'POST', path: 'api/organization' } });
  });

  it('named route with the spec query fields from the row; empty query has no question mark', () => {
    const menus = [{ name: 'Customer', path: '/customer', hidden: false, component: 'Layout', meta: { title: '受检单位', icon: null, noCache: false }, children: [{ name: 'customerDetail', path: 'detail', hidden: true, component: 'customer/detail', meta: { title: '详情', icon: null, noCache: true } }] }];
    expect(pathOfNamedRoute(menus, 'customerDetail')).toBe('/customer/detail');
    expect(detailLocation(INSPECTED_UNIT, { id: 9, name: '甲 单位' }, menus)).toBe('/customer/detail?belongInspectName=%E7%94%B2+%E5%8D%95%E4%BD%8D&belongInspect=9');
    expect(detailLocation(INSPECTED_UNIT, { id: null, name: '' }, [])).toBe('/customerDetail');
    // the ledger's detail route carries the code and organisation; a row without them has no query
    expect(detailLocation(EQUIPMENT, { id: 1 }, menus)).toBe('/eqpLedgerDetail');
    expect(detailLocation(EQUIPMENT, { id: 1, code: 'YQ-01', organizationId: 2 }, menus)).toBe('/eqpLedgerDetail?code=YQ-01&organizationId=2');
    // a declaration without a detail route has no row-detail link
    expect(detailLocation(USERS, { id: 1 }, menus)).toBeNull();
  });
});
