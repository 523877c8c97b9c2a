import { dataSourceOf, seed } from '../testing/identity';
import { createTestApp, TestApp } from '../testing/test-app';

/** The demo's 报告公示: 赵审批 (报告审批人) reviews as the supervisor, 钱质控 (质量负责人) publishes — never one person both. */
describe('npm start demo 报告公示', () => {
  let t: TestApp;
  let orgA: number;

  beforeAll(async () => {
    t = await createTestApp();
    orgA = (await seed(t.app)).organizations.A;
  });
  afterAll(() => t.close());

  const granted = async (role: string): Promise<string[]> =>
    (
      await dataSourceOf(t.app).query(
        `SELECT DISTINCT m.permission FROM role_menus rm JOIN roles r ON r.id = rm.role_id JOIN menus m ON m.id = rm.menu_id
          WHERE r.name = $1 AND r.organization_id = $2 AND m.permission LIKE 'reportFormula:%' ORDER BY m.permission`,
        [role, orgA],
      )
    ).map((g: { permission: string }) => g.permission);

  it('gives the review to 报告审批人 and the publication to 质量负责人', async () => {
    expect(await granted('报告审批人')).toEqual(['reportFormula:list', 'reportFormula:reopen', 'reportFormula:return', 'reportFormula:review', 'reportFormula:withhold']);
    expect(await granted('质量负责人')).toEqual([
      'reportFormula:export',
      'reportFormula:generate',
      'reportFormula:list',
      'reportFormula:publish',
      'reportFormula:reopen',
      'reportFormula:withdraw',
      'reportFormula:withhold',
    ]);
  });
});
