import { projectStateMachine } from '@ohit/domain';
import { PROJECT } from '../projects/project.declaration';
import { SITE_SURVEY } from '../surveys/site-survey.declaration';
import { catalogueEntry, type CatalogueMenu, MENU_CATALOGUE, walkCatalogue } from './menu-catalogue';

const buttonsOf = (key: string) => (catalogueEntry(key)?.children ?? []).map((b) => [b.permission, b.title]);

describe('the menu catalogue', () => {
  it('gives 项目管理 the generic actions of PROJECT, one button per event of its machine titled by the machine, and one per own command', () => {
    const project = catalogueEntry('ProjectManage')!;
    expect(project).toMatchObject({ title: '项目管理', permission: 'project:list', component: 'siteSample/projectManage/index', path: 'projectManage' });
    expect(catalogueEntry('SiteSample')!.children![0]).toBe(project);
    expect(buttonsOf('ProjectManage')).toEqual([
      ['project:add', '新增'],
      ['project:edit', '编辑'],
      ['project:del', '删除'],
      ['project:export', '导出'],
      ['project:codePattern', '编号规则'],
      ['project:signContract', '签订合同'],
      ['project:startSurvey', '开始现场调查'],
      ['project:startSampling', '开始现场采样'],
      ['project:startTesting', '开始实验室检测'],
      ['project:completeTesting', '完成检测'],
      ['project:issueReport', '签发报告'],
      ['project:reopenForAmendment', '重新打开（报告修改）'],
      ['project:suspend', '挂起'],
      ['project:resume', '恢复'],
      ['project:archive', '归档'],
      ['project:cancel', '中止项目'],
      ['project:reschedule', '调整计划'],
      ['project:cancelUntakenSamples', '取消未采样品'],
    ]);
    expect(project.children!.filter((b) => b.button?.kind === 'event').map((b) => b.button!.action)).toEqual(projectStateMachine.events);
    expect(PROJECT.actions.every((a) => project.children!.some((b) => b.permission === `project:${a}`))).toBe(true);
  });

  it('keeps the buttons modules serve beside their declaration (users, roles, organisations)', () => {
    expect(buttonsOf('User').map(([p]) => p)).toEqual(['user:add', 'user:edit', 'user:del', 'user:resetPass', 'user:enable', 'user:export']);
    expect(buttonsOf('Role').map(([p]) => p)).toEqual(['roles:add', 'roles:edit', 'roles:del', 'roles:menu', 'roles:dataScope']);
    expect(buttonsOf('Customer').map(([p]) => p)).toEqual(expect.arrayContaining(['customer:import', 'customer:relation', 'customer:cancelRelation']));
  });

  it('has the hidden detail routes of 受检单位 and 项目管理 first among the detail routes, all after every visible menu', () => {
    const roots = MENU_CATALOGUE.map((m) => m.key);
    const firstDetail = MENU_CATALOGUE.findIndex((m) => m.detailOf);
    expect(MENU_CATALOGUE.slice(firstDetail).every((m) => m.detailOf && m.hidden)).toBe(true);
    expect(roots.slice(firstDetail, firstDetail + 2)).toEqual(['customerDetail', 'projectDetail']);
    expect(catalogueEntry('projectDetail')).toEqual({
      key: 'projectDetail',
      title: '项目详情',
      type: 1,
      path: 'siteSample/projectManage/detail',
      component: 'siteSample/projectManage/detail/index',
      permission: 'project:list',
      hidden: true,
      detailOf: 'ProjectManage',
    });
    expect(PROJECT.detailRoute?.name).toBe('projectDetail');
  });

  it('gives 现场调查 the actions of SITE_SURVEY and its machine, and its hidden detail route /siteSample/siteSurvey/details', () => {
    expect(catalogueEntry('SiteSurvey')).toMatchObject({ permission: 'siteSurvey:list', component: 'siteSample/siteSurvey/index', path: 'siteSurvey' });
    expect(buttonsOf('SiteSurvey')).toEqual([
      ['siteSurvey:add', '新增'],
      ['siteSurvey:edit', '编辑'],
      ['siteSurvey:del', '删除'],
      ['siteSurvey:export', '导出'],
      ['siteSurvey:submit', '提交调查'],
      ['siteSurvey:returnToDraft', '退回修改'],
      ['siteSurvey:finish', '完成调查'],
      ['siteSurvey:reopen', '重新打开调查'],
      ['siteSurvey:applyTemplate', '应用模板'],
    ]);
    expect(catalogueEntry('siteSurveyDetail')).toMatchObject({ path: 'siteSample/siteSurvey/details', permission: 'siteSurvey:list', hidden: true, detailOf: 'SiteSurvey' });
    expect(SITE_SURVEY.detailRoute?.name).toBe('siteSurveyDetail');
  });

  it('has unique menu keys and, per menu, unique button permissions keyed by menu + permission', () => {
    const keys: string[] = [];
    walkCatalogue(MENU_CATALOGUE, (m: CatalogueMenu, parent) => {
      keys.push(m.key);
      if (m.type === 2) expect(m.key).toBe(`${parent?.key}:${m.permission}`);
    });
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(250);
  });

  it('titles every button in Chinese (a new generic action needs its title here)', () => {
    const untitled: string[] = [];
    walkCatalogue(MENU_CATALOGUE, (m) => {
      if (m.type === 2 && !/[\u4e00-\u9fff]/.test(m.title)) untitled.push(`${m.key} ${m.title}`);
    });
    expect(untitled).toEqual([]);
  });
});
