import { MENU_CATALOGUE } from '@ohit/contracts';
import { as, loginAs, seed } from '../../../testing/identity';
import { createTestApp, TestApp } from '../../../testing/test-app';

jest.setTimeout(60_000);

interface MenuRow {
  id: number;
  title: string;
  sort: number;
  menuSort: number;
  children?: MenuRow[];
}

/** 菜单管理's table: GET api/menus as the menu screen asks for it (defect 1: it answered 400 不支持的排序). */
describe('menu list as the menu screen asks for it', () => {
  let t: TestApp;
  let admin: string;
  const titles = (rows: MenuRow[]) => rows.map((r) => r.title);
  // the product's root menus (other suites add their own roots to the shared test database meanwhile)
  const PRODUCT_ROOTS = new Set(MENU_CATALOGUE.map((m) => m.title));
  const product = (rows: MenuRow[]) => rows.filter((r) => PRODUCT_ROOTS.has(r.title));

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('GET api/menus?sort=menuSort,asc answers the whole tree in the sidebar order, with 菜单排序 on every row', async () => {
    const res = await as(t.app, admin).get('/api/menus?sort=menuSort,asc').expect(200);
    const rows = res.body.content as MenuRow[];
    expect(res.body.totalElements).toBe(rows.length);
    expect(titles(product(rows)).slice(0, 3)).toEqual(['受检单位', '风险评估', '项目与现场']);
    const system = rows.find((r) => r.title === '系统设置')!;
    expect(titles(system.children!).slice(0, 4)).toEqual(['用户管理', '角色管理', '菜单管理', '机构管理']);
    const menus = system.children!.find((r) => r.title === '菜单管理')!;
    expect(menus.menuSort).toBe(menus.sort);
    expect(titles(menus.children!)).toEqual(['新增', '编辑', '删除']);
  });

  it('menuSort,desc reverses every level; id, title and createTime sort too', async () => {
    const asc = (await as(t.app, admin).get('/api/menus?sort=menuSort,asc').expect(200)).body.content as MenuRow[];
    const desc = (await as(t.app, admin).get('/api/menus?sort=menuSort,desc').expect(200)).body.content as MenuRow[];
    expect(titles(product(desc))).toEqual(titles(product(asc)).reverse());
    const sysAsc = asc.find((r) => r.title === '系统设置')!.children!;
    const sysDesc = desc.find((r) => r.title === '系统设置')!.children!;
    expect(titles(sysDesc)).toEqual(titles(sysAsc).reverse());
    const byId = (await as(t.app, admin).get('/api/menus?sort=id,desc').expect(200)).body.content as MenuRow[];
    expect(byId.map((r) => r.id)).toEqual([...byId.map((r) => r.id)].sort((a, b) => b - a));
    for (const sort of ['title,asc', 'createTime,desc', 'sort,asc']) await as(t.app, admin).get(`/api/menus?sort=${sort}`).expect(200);
  });

  it('an unknown sort is still a Chinese 400 naming the fields it accepts', async () => {
    const res = await as(t.app, admin).get('/api/menus?sort=password,asc').expect(400);
    expect(res.body).toEqual({ status: 400, timestamp: expect.any(String), message: expect.stringContaining('不支持的排序：password,asc') });
    expect(res.body.message).toContain('menuSort');
  });

  it('the screen\'s form: 新增 and 编辑 send 菜单排序 as menuSort and the table shows it', async () => {
    const api = as(t.app, admin);
    const form = { type: 1, title: '排序回归', path: 'sortRegression', component: 'x/index', componentName: 'SortRegression', pid: 0, hidden: false, cache: false, iFrame: false };
    const created = await api.post('/api/menus/add').send({ ...form, menuSort: 5 }).expect(201);
    const row = async () => ((await api.get('/api/menus?sort=menuSort,asc').expect(200)).body.content as MenuRow[]).find((r) => r.id === created.body.id)!;
    expect((await row()).menuSort).toBe(5);
    await api.put('/api/menus/edit').send({ ...form, id: created.body.id, menuSort: 7 }).expect(200);
    expect((await row()).menuSort).toBe(7);
    await api.delete('/api/menus/delete').send([created.body.id]).expect(200);
  });

  it('a non-administrator\'s list call carries organizationId (menus are global: ignored), and still needs menu:list', async () => {
    // orgb-admin holds 角色管理 but not 菜单管理
    const orgbAdmin = await loginAs(t.app, 'orgb-admin');
    const denied = await as(t.app, orgbAdmin).get('/api/menus?sort=menuSort,asc&organizationId=2').expect(403);
    expect(denied.body.message).toBe('没有权限，请联系管理员');
    await as(t.app, admin).get('/api/menus?sort=menuSort,asc&organizationId=2').expect(200);
  });
});
