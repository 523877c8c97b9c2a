import { catalogueEntry, MENU_CATALOGUE, walkCatalogue } from '../menus/menu-catalogue';

const buttonsOf = (key: string) => (catalogueEntry(key)?.children ?? []).map((b) => [b.permission, b.title]);

describe('现场采样 and 项目调整 in the menu catalogue', () => {
  it('gives 现场采样 the actions of SAMPLING_DAY, its machine and 签名 (the records share its buttons)', () => {
    expect(catalogueEntry('LiveSample')).toMatchObject({ title: '现场采样', permission: 'liveSample:list', component: 'siteSample/liveSample/index', path: 'liveSample' });
    expect(buttonsOf('LiveSample')).toEqual([
      ['liveSample:add', '新增'],
      ['liveSample:edit', '编辑'],
      ['liveSample:del', '删除'],
      ['liveSample:export', '导出'],
      ['liveSample:submit', '提交采样'],
      ['liveSample:reopen', '退回补录'],
      ['liveSample:sign', '签名'],
    ]);
    expect(buttonsOf('ProjectAdjustment')).toEqual([
      ['projectAdjustment:add', '新增'],
      ['projectAdjustment:edit', '编辑'],
      ['projectAdjustment:export', '导出'],
    ]);
  });

  it('declares the spec’s hidden routes of a sampling day and of 项目调整, each opened by whoever holds the menu', () => {
    const hidden: [string, string, string | undefined][] = [];
    walkCatalogue(MENU_CATALOGUE, (m) => {
      if (m.detailOf === 'LiveSample' || m.detailOf === 'ProjectAdjustment') hidden.push([m.key, m.path ?? '', m.permission]);
    });
    expect(hidden).toEqual([
      ['liveSampleTaskDetails', 'siteSample/liveSample/condition/taskDetails', 'liveSample:list'],
      ['liveSamplePageSampling', 'siteSample/liveSample/condition/pageSampling', 'liveSample:list'],
      ['liveSamplePageSamplingTime', 'siteSample/liveSample/condition/pageSamplingTime', 'liveSample:list'],
      ['liveSampleProjectSign', 'siteSample/liveSample/condition/projectSign', 'liveSample:list'],
      ['liveSampleProjectMedia', 'siteSample/liveSample/condition/projectMedia', 'liveSample:list'],
      ['blkSampleInfoDetails', 'siteSample/projectAdjustment/blkSampleInfo/details', 'projectAdjustment:list'],
      ['projectAdjustmentSampling', 'siteSample/projectAdjustment/blkSampleInfo/pageSampling', 'projectAdjustment:list'],
    ]);
  });
});
