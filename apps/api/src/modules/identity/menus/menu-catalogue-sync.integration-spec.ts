import type { CatalogueMenu } from '@ohit/contracts';
import { MENU_CATALOGUE } from '@ohit/contracts';
import { dataSourceOf, seed } from '../../../testing/identity';
import { createTestApp, TestApp } from '../../../testing/test-app';
import { syncMenuCatalogue } from './menu-catalogue-sync';

jest.setTimeout(60_000);

/** The menu catalogue is product: the api writes it at boot, idempotently, never deleting a menu or a grant. */
describe('menu catalogue sync', () => {
  let t: TestApp;
  const ds = () => dataSourceOf(t.app);
  const sync = (catalogue: readonly CatalogueMenu[] = MENU_CATALOGUE) => ds().transaction((m) => syncMenuCatalogue(m, catalogue));

  beforeAll(async () => {
    t = await createTestApp();
  });
  // The spec's own catalogue entries are root menus of the shared test database: remove them (and
  // their buttons and grants) so other suites' menu trees never see them.
  afterAll(async () => {
    const ids = `SELECT id FROM menus WHERE component_name LIKE 'CatalogueSpec%' OR component_name LIKE 'CatalogueRace%'`;
    const all = `WITH RECURSIVE tree AS (${ids} UNION SELECT m.id FROM menus m JOIN tree ON m.pid = tree.id) SELECT id FROM tree`;
    await ds().query(`DELETE FROM role_menus WHERE menu_id IN (${all})`);
    await ds().query(`DELETE FROM menus WHERE id IN (${all})`);
    await ds().query(`DELETE FROM roles WHERE name LIKE 'CatalogueSpec%'`);
    await t.close();
  });

  it('is in the database once the api has booted, without any seed: menus, buttons and hidden detail routes', async () => {
    const [project] = await ds().query(`SELECT id, title, component, permission FROM menus WHERE component_name = 'ProjectManage' AND type = 1`);
    expect(project).toMatchObject({ title: '项目管理', component: 'siteSample/projectManage/index', permission: 'project:list' });
    const buttons: { permission: string; title: string }[] = await ds().query(`SELECT permission, title FROM menus WHERE pid = $1 AND type = 2 ORDER BY sort`, [project.id]);
    expect(buttons.map((b) => b.permission)).toEqual(expect.arrayContaining(['project:signContract', 'project:startSurvey', 'project:cancel', 'project:suspend', 'project:resume']));
    expect(buttons.find((b) => b.permission === 'project:suspend')?.title).toBe('挂起');
    const [detail] = await ds().query(`SELECT pid, path, component, permission, hidden FROM menus WHERE component_name = 'projectDetail'`);
    expect(detail).toEqual({ pid: null, path: 'siteSample/projectManage/detail', component: 'siteSample/projectManage/detail/index', permission: 'project:list', hidden: true });
  });

  it('a second run writes nothing and answers the same ids', async () => {
    const first = await sync();
    const again = await sync();
    expect([again.created, again.updated]).toEqual([0, 0]);
    expect(again.ids).toEqual(first.ids);
    const [{ n }] = await ds().query(`SELECT count(*)::int AS n FROM menus WHERE id = ANY($1::int[])`, [[...again.ids.values()]]);
    expect(n).toBe(again.ids.size);
  });

  it('updates an entry in place (same id, its event says old → new), adds new ones, and deletes no menu nor any grant', async () => {
    const { organizations } = await seed(t.app);
    const key = `CatalogueSpec${Date.now().toString(36)}`;
    const button = (action: string, title: string): CatalogueMenu => ({ key: `${key}:${key}:${action}`, title, type: 2, permission: `${key}:${action}`, button: { action, kind: 'action' } });
    const entry = (title: string, buttons: CatalogueMenu[]): CatalogueMenu => ({ key, title, type: 1, path: key, component: 'spec/index', permission: `${key}:list`, children: buttons });

    const v1 = await sync([entry('目录测试', [button('add', '新增'), button('del', '删除')])]);
    expect([v1.created, v1.updated]).toEqual([3, 0]);
    const menuId = v1.ids.get(key)!;
    const delId = v1.ids.get(`${key}:${key}:del`)!;
    const [role] = await ds().query(`INSERT INTO roles (name, level, data_scope, organization_id) VALUES ($1, 3, 'OWN_ORG', $2) RETURNING id`, [key, organizations.A]);
    await ds().query(`INSERT INTO role_menus (role_id, menu_id) SELECT $1, unnest($2::int[])`, [role.id, [...v1.ids.values()]]);

    // v2: renamed, 删除 dropped from the catalogue, 导出 added
    const v2 = await sync([entry('目录测试（新）', [button('add', '新增'), button('export', '导出')])]);
    expect([v2.created, v2.updated]).toEqual([1, 1]);
    expect(v2.ids.get(key)).toBe(menuId);
    expect(await ds().query(`SELECT title, version FROM menus WHERE id = $1`, [menuId])).toEqual([{ title: '目录测试（新）', version: 2 }]);
    expect(await ds().query(`SELECT title FROM menus WHERE id = $1`, [delId])).toEqual([{ title: '删除' }]);
    const granted: { menu_id: number }[] = await ds().query(`SELECT menu_id FROM role_menus WHERE role_id = $1`, [role.id]);
    expect(granted.map((g) => g.menu_id).sort()).toEqual([...v1.ids.values()].sort());
    const [edited] = await ds().query(`SELECT payload, reason, actor_id FROM domain_events WHERE type = 'MenuEdited' AND aggregate_id = $1`, [String(menuId)]);
    expect(edited).toMatchObject({ payload: { old: { title: '目录测试' }, new: { title: '目录测试（新）' }, key }, reason: '产品菜单目录同步', actor_id: null });

    expect(await sync([entry('目录测试（新）', [button('add', '新增'), button('export', '导出')])])).toMatchObject({ created: 0, updated: 0 });
  });

  it('two replicas booting at once write each entry once', async () => {
    const key = `CatalogueRace${Date.now().toString(36)}`;
    const catalogue: CatalogueMenu[] = [{ key, title: '并发测试', type: 0, path: key, children: [{ key: `${key}Page`, title: '页面', type: 1, path: 'page', component: 'race/index', permission: `${key}:list` }] }];
    const [a, b] = await Promise.all([sync(catalogue), sync(catalogue)]);
    expect(a.created + b.created).toBe(2);
    expect(a.ids).toEqual(b.ids);
    const rows = await ds().query(`SELECT id FROM menus WHERE component_name IN ($1, $2)`, [key, `${key}Page`]);
    expect(rows).toHaveLength(2);
  });
});
