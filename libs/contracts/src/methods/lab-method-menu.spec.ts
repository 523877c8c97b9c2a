import { catalogueEntry } from '../menus/menu-catalogue';
import { UNBUILT_SCREENS } from '../menus/unbuilt-screens';
import { LAB_METHOD } from './lab-method.declaration';

describe('the 检测方法 menu (实验室 › 检测方法)', () => {
  it('keeps its key, route, component and prefix, with the declaration’s buttons and 导入标准方法库', () => {
    const menu = catalogueEntry('LabTest');
    expect(menu).toMatchObject({ title: '检测方法', path: 'labTest', component: 'lab/labTest/index', permission: 'labTest:list' });
    expect(menu?.children?.map((b) => [b.permission, b.title, b.button?.kind])).toEqual([
      ['labTest:add', '新增', 'action'],
      ['labTest:edit', '编辑', 'action'],
      ['labTest:copy', '复制', 'action'],
      ['labTest:del', '删除', 'action'],
      ['labTest:export', '导出', 'action'],
      ['labTest:import', '导入', 'action'],
      ['labTest:importLibrary', '导入标准方法库', 'command'],
    ]);
    expect(LAB_METHOD.permission).toBe('labTest');
    expect(UNBUILT_SCREENS).not.toContain('lab/labTest/index');
  });
});
