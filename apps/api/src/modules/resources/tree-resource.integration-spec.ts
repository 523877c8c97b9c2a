import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import ExcelJS from 'exceljs';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { TREE_MESSAGES } from './commands/tree-rules';
import { spawnWorker, stopWorker, xlsxBuffer } from '../../testing/workers';

jest.setTimeout(60_000);

const URL = '/api/equipmentCategory';

interface Node {
  id: number;
  name: string;
  version: number;
  parentId: number | null;
  sort: number;
  organizationId: number;
  children?: Node[];
}

/** The tree as names: `name` or `[name, [...children]]`, to compare shapes at a glance. */
type Shape = string | [string, Shape[]];
const shape = (nodes: Node[]): Shape[] => nodes.map((n) => (n.children ? [n.name, shape(n.children)] : n.name));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function binaryParser(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

/** Gives the users' roles the 设备分类 menu (eqpCategory:list) and its buttons. */
async function grantCategoryMenu(t: TestApp, usernames: string[]): Promise<void> {
  await dataSourceOf(t.app).query(
    `INSERT INTO role_menus (role_id, menu_id)
     SELECT ur.role_id, m.id FROM user_roles ur JOIN users u ON u.id = ur.user_id
     CROSS JOIN menus m
     WHERE u.username = ANY($1::text[])
       AND (m.component_name = 'EqpCategory' OR m.pid = (SELECT id FROM menus WHERE component_name = 'EqpCategory'))
     ON CONFLICT DO NOTHING`,
    [usernames],
  );
}

describe('resource engine: a generic tree resource (设备分类)', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let sampler: ReturnType<typeof as>; // org A, the seeded 设备管理 menus (eqpCategory:*)
  let orgb: ReturnType<typeof as>; // org B (+ B1), granted the menu here
  let admin: ReturnType<typeof as>;
  const ids: Record<string, number> = {};
  const storageDir = mkdtempSync(join(tmpdir(), 'ohit-tree-'));

  const add = async (client: ReturnType<typeof as>, name: string, parent: string | null, sort?: number | null, extra: Record<string, unknown> = {}) => {
    const body: Record<string, unknown> = { name, parentId: parent ? ids[parent] : null, ...extra };
    if (sort !== undefined) body.sort = sort;
    const res = await client.post(`${URL}/add`).send(body).expect(201);
    ids[name] = res.body.id;
    return res.body as Node;
  };
  const row = async (name: string) => (await sampler.get(`${URL}/${ids[name]}`).expect(200)).body as Node;

  beforeAll(async () => {
    t = await createTestApp({ STORAGE_DIR: storageDir });
    orgs = (await seed(t.app)).organizations;
    await grantCategoryMenu(t, ['orgb-admin']);
    sampler = as(t.app, await loginAs(t.app, 'sampler'));
    orgb = as(t.app, await loginAs(t.app, 'orgb-admin'));
    admin = as(t.app, await loginAs(t.app, 'admin'));
    // Organisation A: three levels; 粉尘采样器's two children share a sort value (creation order decides).
    await add(sampler, '采样设备', null, 1, { code: 'CY' });
    await add(sampler, '检测仪器', null, 2, { code: 'JC' });
    await add(sampler, '辅助设备', null, 3);
    await add(sampler, '沙盒', null, 9);
    await add(sampler, '粉尘采样器', '采样设备', 2, { code: 'CY-FC' });
    await add(sampler, '大气采样器', '采样设备', 1, { code: 'CY-DQ' });
    await add(sampler, '个体粉尘采样器', '粉尘采样器', 1);
    await add(sampler, '定点粉尘采样器', '粉尘采样器', 1);
    await add(sampler, '气相色谱仪', '检测仪器');
    await add(sampler, '原子吸收光谱仪', '检测仪器', 5);
    // Organisation B.
    await add(orgb, '乙方仪器', null, 1);
    await add(orgb, '乙方天平', '乙方仪器', 1);
  });
  afterAll(() => t.close());

  describe('list', () => {
    it('pages over the roots with nested children three levels deep; totalElements counts roots', async () => {
      const res = await sampler.get(`${URL}?page=0&size=60`).expect(200);
      expect(res.body.totalElements).toBe(4);
      expect(shape(res.body.content)).toEqual([
        ['采样设备', ['大气采样器', ['粉尘采样器', ['个体粉尘采样器', '定点粉尘采样器']]]],
        ['检测仪器', ['原子吸收光谱仪', '气相色谱仪']],
        '辅助设备',
        '沙盒',
      ]);
      // Leaves carry no `children` key (antd shows an expander for any `children`, even []).
      const leaf = res.body.content[0].children[0];
      expect(leaf).not.toHaveProperty('children');
      expect(leaf).toEqual(expect.objectContaining({ name: '大气采样器', parentId: ids['采样设备'], sort: 1, code: 'CY-DQ', organizationId: orgs.A, version: 1 }));
      // A blank sort is 999.
      expect(res.body.content[1].children[1]).toEqual(expect.objectContaining({ name: '气相色谱仪', sort: 999 }));
    });

    it('pages roots with page and size; a page past the end is empty', async () => {
      const second = await sampler.get(`${URL}?page=1&size=2`).expect(200);
      expect(second.body.totalElements).toBe(4);
      expect(shape(second.body.content)).toEqual(['辅助设备', '沙盒']);
      const first = await sampler.post(URL).send({ page: 0, size: 1 }).expect(200);
      expect(shape(first.body.content)).toEqual([['采样设备', ['大气采样器', ['粉尘采样器', ['个体粉尘采样器', '定点粉尘采样器']]]]]);
      expect((await sampler.get(`${URL}?page=3&size=2`).expect(200)).body).toEqual({ totalElements: 4, content: [] });
    });

    it('sorts roots and siblings alike; ties keep creation order; undeclared sorts are 400', async () => {
      const res = await sampler.get(`${URL}?sort=sort,desc`).expect(200);
      expect(shape(res.body.content)).toEqual([
        '沙盒',
        '辅助设备',
        ['检测仪器', ['气相色谱仪', '原子吸收光谱仪']],
        ['采样设备', [['粉尘采样器', ['个体粉尘采样器', '定点粉尘采样器']], '大气采样器']],
      ]);
      const byId = await sampler.get(`${URL}?sort=id,desc`).expect(200);
      expect(shape(byId.body.content)[0]).toBe('沙盒');
      expect(shape(byId.body.content)[3]).toEqual(['采样设备', ['大气采样器', ['粉尘采样器', ['定点粉尘采样器', '个体粉尘采样器']]]]);
      await sampler.get(`${URL}?sort=remark,asc`).expect(400);
      await sampler.get(`${URL}?parentId=1`).expect(400);
    });

    it('answers a search with the matching rows, flat', async () => {
      const res = await sampler.get(`${URL}?name=${encodeURIComponent('粉尘')}&sort=id,asc`).expect(200);
      expect(res.body.totalElements).toBe(3);
      expect(res.body.content.map((r: Node) => r.name)).toEqual(['粉尘采样器', '个体粉尘采样器', '定点粉尘采样器']);
      expect(res.body.content.every((r: Node) => !('children' in r))).toBe(true);
      const byCode = await sampler.get(`${URL}?code=CY&size=2`).expect(200);
      expect(byCode.body.totalElements).toBe(3);
      expect(byCode.body.content).toHaveLength(2);
      // Empty filters are dropped: the tree again.
      expect((await sampler.get(`${URL}?name=&code=`).expect(200)).body.totalElements).toBe(4);
    });

    it('keeps organisations apart: each sees only its own tree; administrators filter by organisation', async () => {
      const b = await orgb.get(URL).expect(200);
      expect(b.body).toEqual({ totalElements: 1, content: [expect.objectContaining({ name: '乙方仪器', children: [expect.objectContaining({ name: '乙方天平' })] })] });
      expect((await orgb.get(`${URL}?name=${encodeURIComponent('采样')}`).expect(200)).body.totalElements).toBe(0);
      const a = await sampler.get(`${URL}?size=100`).expect(200);
      expect(JSON.stringify(a.body)).not.toContain('乙方');
      await orgb.get(`${URL}/${ids['采样设备']}`).expect(404);

      const all = await admin.get(`${URL}?size=100`).expect(200);
      expect(all.body.content.map((r: Node) => r.name)).toEqual(expect.arrayContaining(['采样设备', '乙方仪器']));
      const onlyA = await admin.get(`${URL}?organizationId=${orgs.A}`).expect(200);
      expect(onlyA.body.totalElements).toBe(4);
      expect(shape(onlyA.body.content)).toEqual(shape(a.body.content));
    });

    it('reads roots and children with a fixed number of queries (one recursive CTE), not one per node', async () => {
      const ds = dataSourceOf(t.app);
      const spy = jest.spyOn(ds, 'query');
      await sampler.get(URL).expect(200);
      const sql = spy.mock.calls.map(([s]) => String(s)).filter((s) => s.includes('equipment_categories'));
      spy.mockRestore();
      expect(sql).toHaveLength(2);
      expect(sql[1]).toMatch(/WITH RECURSIVE/);
    });

    it('requires the list permission', async () => {
      const analyst = as(t.app, await loginAs(t.app, 'analyst'));
      await analyst.get(URL).expect(403);
    });
  });

  describe('commands', () => {
    it('refuses a parent from another organisation (create and edit)', async () => {
      const refused = await orgb.post(`${URL}/add`).send({ name: '越界分类', parentId: ids['采样设备'] }).expect(400);
      expect(refused.body.message).toBe(TREE_MESSAGES.parentNotFound);
      const b = await orgb.get(`${URL}/${ids['乙方天平']}`).expect(200);
      const moved = await orgb.put(`${URL}/edit`).send({ id: b.body.id, version: b.body.version, parentId: ids['沙盒'] }).expect(400);
      expect(moved.body.message).toBe(TREE_MESSAGES.parentNotFound);
      await sampler.post(`${URL}/add`).send({ name: '不存在的上级', parentId: 99999999 }).expect(400);
      expect((await dataSourceOf(t.app).query(`SELECT 1 FROM equipment_categories WHERE name = ANY($1)`, [['越界分类', '不存在的上级']])).length).toBe(0);
    });

    it('refuses a parent that is the row itself or one of its descendants', async () => {
      const root = await row('采样设备');
      for (const parent of ['采样设备', '粉尘采样器', '个体粉尘采样器']) {
        const res = await sampler.put(`${URL}/edit`).send({ id: root.id, version: root.version, parentId: ids[parent] }).expect(400);
        expect(res.body.message).toBe(TREE_MESSAGES.cycle);
      }
      expect((await row('采样设备')).version).toBe(root.version);
    });

    it('moves a node under another parent (its subtree goes along) and back to the top', async () => {
      await add(sampler, '移动节点', '沙盒', 1);
      await add(sampler, '移动子节点', '移动节点', 1);
      const node = await row('移动节点');
      const moved = await sampler.put(`${URL}/edit`).send({ id: node.id, version: node.version, parentId: ids['辅助设备'] }).expect(200);
      expect(moved.body).toEqual(expect.objectContaining({ parentId: ids['辅助设备'], version: node.version + 1 }));
      const tree = (await sampler.get(URL).expect(200)).body.content as Node[];
      expect(shape(tree.filter((n) => n.name === '辅助设备'))).toEqual([['辅助设备', [['移动节点', ['移动子节点']]]]]);
      const [event] = await eventsOf(t.app, 'EquipmentCategoryEdited', node.id);
      expect(event.payload).toEqual(expect.objectContaining({ old: { parentId: ids['沙盒'] }, new: { parentId: ids['辅助设备'] } }));
      await sampler.put(`${URL}/edit`).send({ id: node.id, version: node.version + 1, parentId: null }).expect(200);
      expect((await sampler.get(URL).expect(200)).body.totalElements).toBe(5);
      await sampler.delete(`${URL}/delete`).send({ ids: [ids['移动节点'], ids['移动子节点']] }).expect(200);
    });

    it('lets only one of two crossing moves win (no cycle from a race)', async () => {
      const pairs = await Promise.all(Array.from({ length: 6 }, async (_, i) => [await add(sampler, `交叉甲${i}`, '沙盒'), await add(sampler, `交叉乙${i}`, '沙盒')]));
      const results = await Promise.all(
        pairs.map(async ([x, y]) => {
          const [a, b] = await Promise.all([
            sampler.put(`${URL}/edit`).send({ id: x.id, version: 1, parentId: y.id }),
            sampler.put(`${URL}/edit`).send({ id: y.id, version: 1, parentId: x.id }),
          ]);
          return [a, b];
        }),
      );
      for (const [a, b] of results) {
        expect([a.status, b.status].sort()).toEqual([200, 400]);
        expect([a.body.message, b.body.message]).toContain(TREE_MESSAGES.cycle);
      }
    });

    it('keeps names unique among siblings only', async () => {
      const taken = await sampler.post(`${URL}/add`).send({ name: '粉尘采样器', parentId: ids['采样设备'] }).expect(409);
      expect(taken.body.message).toBe(TREE_MESSAGES.siblingTaken('分类名称', '粉尘采样器'));
      await sampler.post(`${URL}/add`).send({ name: '采样设备' }).expect(409);
      await sampler.post(`${URL}/add`).send({ name: '粉尘采样器', parentId: ids['沙盒'] }).expect(201); // another parent: fine
      const leaf = await row('大气采样器');
      await sampler.put(`${URL}/edit`).send({ id: leaf.id, version: leaf.version, name: '粉尘采样器' }).expect(409);
      await sampler.put(`${URL}/edit`).send({ id: leaf.id, version: leaf.version, parentId: ids['沙盒'], name: '粉尘采样器' }).expect(409);
      await sampler.post(`${URL}/add`).send({ parentId: ids['沙盒'] }).expect(400);
    });

    it('refuses to delete a node that still has children with code 400; deletes leaves and whole branches', async () => {
      const ds = dataSourceOf(t.app);
      const refused = await sampler.delete(`${URL}/delete`).send({ ids: [ids['粉尘采样器']] }).expect(200);
      expect(refused.body).toEqual({ code: '400', message: TREE_MESSAGES.hasChildren });
      // Deleting a parent with only some of its children is refused too, and nothing is deleted.
      expect((await sampler.delete(`${URL}/delete`).send({ ids: [ids['检测仪器'], ids['气相色谱仪']] }).expect(200)).body.code).toBe('400');
      expect(await ds.query(`SELECT id FROM equipment_categories WHERE id = ANY($1::int[])`, [[ids['检测仪器'], ids['气相色谱仪']]])).toHaveLength(2);

      await add(sampler, '待删分支', '沙盒');
      await add(sampler, '待删叶子', '待删分支');
      expect((await sampler.delete(`${URL}/delete`).send([ids['待删叶子']]).expect(200)).body).toEqual({ code: '200', message: '删除成功' });
      await add(sampler, '待删叶子二', '待删分支');
      expect((await sampler.delete(`${URL}/delete`).send({ ids: [ids['待删分支'], ids['待删叶子二']] }).expect(200)).body.code).toBe('200');
      expect(await ds.query(`SELECT id FROM equipment_categories WHERE id = ANY($1::int[])`, [[ids['待删分支'], ids['待删叶子二']]])).toHaveLength(0);
      // Another organisation's node is not deletable.
      expect((await orgb.delete(`${URL}/delete`).send({ ids: [ids['辅助设备']] }).expect(200)).body.code).toBe('400');
    });

    it('never loops on a cycle already in the data (written behind the engine)', async () => {
      const ds = dataSourceOf(t.app);
      const p = await add(sampler, '坏数据甲', '沙盒');
      const q = await add(sampler, '坏数据乙', '坏数据甲');
      await ds.query(`UPDATE equipment_categories SET parent_id = $1 WHERE id = $2`, [q.id, p.id]);
      const res = await sampler.get(URL).expect(200);
      expect(JSON.stringify(res.body)).not.toContain('坏数据');
      // The walk up from the new parent stops on the cycle (and finds the row in it).
      const r = await row('坏数据乙');
      expect((await sampler.put(`${URL}/edit`).send({ id: r.id, version: r.version, parentId: p.id }).expect(400)).body.message).toBe(TREE_MESSAGES.cycle);
      await ds.query(`UPDATE equipment_categories SET parent_id = NULL WHERE id = $1`, [p.id]);
      await sampler.delete(`${URL}/delete`).send({ ids: [p.id, q.id] }).expect(200);
    });
  });

  describe('export and import (worker)', () => {
    let worker: ChildProcess;
    beforeAll(async () => {
      worker = await spawnWorker({ STORAGE_DIR: storageDir, OUTBOX_POLL_MS: '50', DATABASE_URL: process.env.DATABASE_URL as string, REDIS_PREFIX: process.env.REDIS_PREFIX as string });
    });
    afterAll(() => stopWorker(worker));

    it('exports the organisation’s categories flat with the parent id', async () => {
      const res = await sampler.post(`${URL}/export?wait=1`).send({ sort: ['sort,asc', 'id,asc'], name: '粉尘' }).buffer(true).parse(binaryParser).expect(200);
      expect(decodeURIComponent(res.headers['content-disposition'])).toMatch(/设备分类数据\.xlsx$/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.body as unknown as ArrayBuffer);
      const rows = wb.worksheets[0].getSheetValues().slice(1).map((r) => Array.from((r as unknown[]).slice(1), (v) => v ?? null));
      expect(rows[0]).toEqual(['分类名称', '分类编码', '上级分类', '排序', '备注', '创建人', '更新人', '创建时间', '更新时间']);
      expect(rows.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([
        ['个体粉尘采样器', ids['粉尘采样器'], 1],
        ['定点粉尘采样器', ids['粉尘采样器'], 1],
        ['粉尘采样器', ids['采样设备'], 2],
        ['粉尘采样器', ids['沙盒'], 999],
      ]);
    });

    it('imports rows with 上级分类 by id into the tree; a blank 排序 is 999', async () => {
      const header = ['分类名称', '分类编码', '上级分类', '排序'];
      const res = await sampler
        .post(`${URL}/import?wait=1`)
        .attach('file', await xlsxBuffer([header, ['噪声仪器', 'ZS', null, 4], ['声级计', 'ZS-1', ids['检测仪器'], 1], ['流量校准器', null, ids['辅助设备'], null]]), '分类.xlsx')
        .expect(200);
      expect(res.body).toEqual([]);
      const tree = (await sampler.get(URL).expect(200)).body.content as Node[];
      expect(tree.map((n) => n.name)).toContain('噪声仪器');
      expect(shape(tree.filter((n) => n.name === '检测仪器'))).toEqual([['检测仪器', ['声级计', '原子吸收光谱仪', '气相色谱仪']]]);
      expect(tree.find((n) => n.name === '辅助设备')?.children?.[0]).toEqual(expect.objectContaining({ name: '流量校准器', sort: 999 }));
    });

    it('refuses a sibling name already taken (the whole file), naming row and column', async () => {
      const res = await sampler
        .post(`${URL}/import?wait=1`)
        .attach('file', await xlsxBuffer([['分类名称', '上级分类'], ['新分类', ids['沙盒']], ['大气采样器', ids['采样设备']]]), '分类.xlsx')
        .expect(200);
      expect(res.body).toEqual(['第3行A列：分类名称“大气采样器”已存在']);
      expect(await dataSourceOf(t.app).query(`SELECT 1 FROM equipment_categories WHERE name = '新分类'`)).toHaveLength(0);
    });

    it('refuses a parent of another organisation, naming row and column, and writes nothing', async () => {
      const res = await orgb
        .post(`${URL}/import?wait=1`)
        .attach('file', await xlsxBuffer([['分类名称', '上级分类'], ['乙方导入', ids['采样设备']]]), '分类.xlsx')
        .expect(200);
      expect(res.body).toEqual([`第2行B列：上级分类“${ids['采样设备']}”不存在或不属于同一机构`]);
      expect(await dataSourceOf(t.app).query(`SELECT 1 FROM equipment_categories WHERE name = '乙方导入'`)).toHaveLength(0);
    });
  });
});
