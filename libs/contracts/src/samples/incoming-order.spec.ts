import { catalogueEntry, MENU_CATALOGUE, walkCatalogue } from '../menus/menu-catalogue';
import { UNBUILT_SCREENS } from '../menus/unbuilt-screens';
import { permissionCodes } from '../resources/resource-declaration';
import { INCOMING_ORDER, INCOMING_QUALITY_ROUTE, INCOMING_SAMPLE_INFO_ROUTE } from './incoming-order.declaration';
import { SAMPLE } from './sample.declaration';

describe('来样检测 in the menu catalogue', () => {
  it('keeps the spec’s menu, prefix and buttons over INCOMING_ORDER, with 登记样品, and its 分发 distributes samples', () => {
    expect(catalogueEntry('IncomingSample')).toMatchObject({ title: '来样检测', path: 'lab/incomingsample', component: 'lab/incomingsample/index', permission: 'incomingSample:list' });
    expect((catalogueEntry('IncomingSample')?.children ?? []).map((b) => [b.permission, b.title])).toEqual([
      ['incomingSample:add', '新增'],
      ['incomingSample:edit', '编辑'],
      ['incomingSample:del', '删除'],
      ['incomingSample:export', '导出'],
      ['incomingSample:import', '导入'],
      ['incomingSample:distribute', '分发'],
      ['incomingSample:register', '登记样品'],
    ]);
    expect(permissionCodes(SAMPLE, 'distribute')).toContain('incomingSample:distribute');
    expect(permissionCodes(SAMPLE, 'list')).toContain('incomingSample:list');
    expect(UNBUILT_SCREENS).not.toContain('lab/incomingsample/index');
  });

  it('declares the spec’s hidden routes sampleInfoPush (an order’s samples, its row detail) and detail (its QC archive)', () => {
    const hidden: [string, string, string, string | undefined][] = [];
    walkCatalogue(MENU_CATALOGUE, (m) => {
      if (m.detailOf === 'IncomingSample' && m.path?.startsWith('lab/incomingsample')) hidden.push([m.key, m.path ?? '', m.component ?? '', m.permission]);
    });
    expect(hidden).toEqual([
      [INCOMING_SAMPLE_INFO_ROUTE, 'lab/incomingsample/projectManage/index', 'lab/incomingsample/projectManage/index/sampleInfoPush', 'incomingSample:list'],
      [INCOMING_QUALITY_ROUTE, 'lab/incomingsample/qualityControlNew/index/page', 'lab/incomingsample/qualityControlNew/index/page/detail', 'incomingSample:list'],
    ]);
    expect(INCOMING_ORDER.detailRoute?.name).toBe(INCOMING_SAMPLE_INFO_ROUTE);
  });
});
