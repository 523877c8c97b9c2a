import { catalogueEntry } from '../menus/menu-catalogue';
import { SITE_SURVEY } from '../surveys/site-survey.declaration';
import { DATA_TEMPLATE_DECLARATIONS, MONITORING_TEMPLATE, SAMPLING_PLAN_TEMPLATE, SITE_SURVEY_TEMPLATE, SURVEY_TEMPLATE_SECTION_OPTIONS, SURVEY_TEMPLATE_SECTIONS } from './data-template.declaration';

describe('数据模板 in the catalogue and its declarations', () => {
  it('keeps the menu DataModule / dataModule / system/dataModule/index with the buttons add, edit, del, copy', () => {
    expect(catalogueEntry('DataModule')).toMatchObject({ title: '数据模板', path: 'dataModule', component: 'system/dataModule/index', permission: 'dataModule:list' });
    expect(catalogueEntry('DataModule')?.children?.map((b) => [b.permission, b.title])).toEqual([
      ['dataModule:add', '新增'],
      ['dataModule:edit', '编辑'],
      ['dataModule:del', '删除'],
      ['dataModule:copy', '复制'],
    ]);
  });

  it('gives each kind its hidden detail route under the spec paths /system/dataModule/<kind>/page', () => {
    const routes: [typeof SITE_SURVEY_TEMPLATE, string][] = [
      [SITE_SURVEY_TEMPLATE, 'system/dataModule/siteSurveyModule/page'],
      [MONITORING_TEMPLATE, 'system/dataModule/qsjcModule/page'],
      [SAMPLING_PLAN_TEMPLATE, 'system/dataModule/cyfaModule/page'],
    ];
    for (const [decl, path] of routes) {
      expect(catalogueEntry(decl.detailRoute?.name ?? '')).toMatchObject({ path, component: `${path}/details`, hidden: true, detailOf: 'DataModule', permission: 'dataModule:list' });
    }
  });

  it('builds every kind from one shape: the same prefix, actions and base fields, each copy carrying its rows', () => {
    for (const decl of DATA_TEMPLATE_DECLARATIONS) {
      expect(decl).toMatchObject({ permission: 'dataModule', actions: ['add', 'edit', 'del', 'copy'], url: `api/${decl.name}` });
      expect(decl.fields.slice(0, 4).map((f) => f.name)).toEqual(['code', 'name', 'isDefault', 'enabled']);
      expect(decl.children?.every((c) => c.copyWithParent)).toBe(true);
    }
  });

  it('presets only survey sections that exist, naming fields their section has', () => {
    for (const s of SURVEY_TEMPLATE_SECTIONS) {
      const child = SITE_SURVEY.children?.find((c) => c.name === s.child);
      const names = child?.fields.map((f) => f.name) ?? [];
      expect(names).toEqual(expect.arrayContaining([s.nameField, ...(s.detailField ? [s.detailField] : []), ...Object.keys(s.fixed ?? {})]));
      // a section whose required fields the preset does not fill could never be pre-filled
      const required = child?.fields.filter((f) => f.required).map((f) => f.name) ?? [];
      expect([s.nameField, ...Object.keys(s.fixed ?? {})]).toEqual(expect.arrayContaining(required));
    }
    expect(SURVEY_TEMPLATE_SECTION_OPTIONS.map((o) => o.label)).toEqual(['生产工艺', '原辅材料', '产品', '防护设施', '个体防护用品', '应急设施']);
  });
});
