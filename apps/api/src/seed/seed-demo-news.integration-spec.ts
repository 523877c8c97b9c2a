import request from 'supertest';
import { dataSourceOf, seed } from '../testing/identity';
import { createTestApp, TestApp } from '../testing/test-app';
import { seedDemoNews } from './seed-demo-news';

describe('npm start demo 行业资讯', () => {
  let t: TestApp;
  let orgA: number;

  beforeAll(async () => {
    t = await createTestApp();
    orgA = (await seed(t.app)).organizations.A;
  });
  afterAll(() => t.close());

  it('publishes three articles once, shown on the public page newest first with their content', async () => {
    const ds = dataSourceOf(t.app);
    expect(await seedDemoNews(ds, orgA)).toBe(3);
    expect(await seedDemoNews(ds, orgA)).toBe(0);
    const list = (await request(t.app.getHttpServer()).get('/api/public/industryNews?title=（演示）').expect(200)).body;
    expect(list.content.map((n: { categoryName: string }) => n.categoryName)).toEqual(['政策法规', '标准动态', '机构公告']);
    const detail = (await request(t.app.getHttpServer()).get(`/api/public/industryNews/${list.content[2].id}`).expect(200)).body;
    expect(detail.content).toContain('<table>');
  });

  it('gives the platform administrator 系统设置 › 行业资讯 with its 发布 and 下线 buttons', async () => {
    const granted: { permission: string }[] = await dataSourceOf(t.app).query(
      `SELECT m.permission FROM role_menus rm JOIN roles r ON r.id = rm.role_id JOIN menus m ON m.id = rm.menu_id
        WHERE r.name = '系统管理员' AND r.organization_id = $1 AND m.permission LIKE 'industryNews:%' ORDER BY m.permission`,
      [orgA],
    );
    expect(granted.map((g) => g.permission)).toEqual(['industryNews:add', 'industryNews:del', 'industryNews:edit', 'industryNews:list', 'industryNews:publish', 'industryNews:unpublish']);
  });
});
