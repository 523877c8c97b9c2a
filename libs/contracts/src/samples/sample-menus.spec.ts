import { catalogueEntry, MENU_CATALOGUE, walkCatalogue } from '../menus/menu-catalogue';
import { SAMPLE } from './sample.declaration';
import { SAMPLE_HANDOVER } from './sample-handover.declaration';

const buttonsOf = (key: string) => (catalogueEntry(key)?.children ?? []).map((b) => [b.permission, b.title]);

describe('样品流转, 样品确认, 样品库 and 样品分发 in the menu catalogue', () => {
  it('keeps the spec’s keys, paths, components and prefixes, each menu carrying the buttons of its own work', () => {
    expect(catalogueEntry('SampleFlow')).toMatchObject({ title: '样品流转', path: 'sampleFlow', component: 'siteSample/sampleFlow/index', permission: 'sampleFlow:list' });
    expect(buttonsOf('SampleFlow')).toEqual([
      ['sampleFlow:export', '导出'],
      ['sampleFlow:dispatch', '送样'],
    ]);
    expect(catalogueEntry('SampleConfirm')).toMatchObject({ title: '样品确认', path: 'sampleConfirm', component: 'lab/sampleFlow/index', permission: 'sampleConfirm:list' });
    expect(buttonsOf('SampleConfirm')).toEqual([
      ['sampleConfirm:edit', '编辑'],
      ['sampleConfirm:export', '导出'],
      ['sampleConfirm:confirm', '确认接收'],
    ]);
    expect(catalogueEntry('SampleStore')).toMatchObject({ title: '样品库', path: 'sampleStore', component: 'sample/sampleStore/index', permission: 'sampleStore:list' });
    expect(buttonsOf('SampleStore')).toEqual([
      ['sampleStore:edit', '编辑'],
      ['sampleStore:export', '导出'],
      ['sampleStore:reject', '拒收'],
      ['sampleStore:dispose', '处置'],
      ['sampleStore:assignMethod', '指定检测方法'],
      ['sampleStore:recordDeviation', '记录偏离'],
    ]);
    expect(catalogueEntry('SampleDistribute')).toMatchObject({ title: '样品分发', path: 'lab/sampleDistribute', component: 'lab/sampleDistribute/index', permission: 'sampleDistribute:list' });
    expect(buttonsOf('SampleDistribute')).toEqual([
      ['sampleDistribute:export', '导出'],
      ['sampleDistribute:distribute', '分发'],
      ['sampleDistribute:undistribute', '撤销分发'],
      ['sampleDistribute:reassign', '改派'],
    ]);
  });

  it('declares the spec’s hidden routes of a hand-over and the sample’s own page, each opened by whoever holds its menu', () => {
    const hidden: [string, string, string, string | undefined][] = [];
    walkCatalogue(MENU_CATALOGUE, (m) => {
      if (['SampleFlow', 'SampleConfirm', 'SampleStore'].includes(m.detailOf ?? '')) hidden.push([m.key, m.path ?? '', m.component ?? '', m.permission]);
    });
    expect(hidden).toEqual([
      ['sampleFlowDetail', 'siteSample/sampleFlow/details', 'siteSample/sampleFlow/details/page', 'sampleFlow:list'],
      ['sampleConfirmDetail', 'lab/sampleFlow/details', 'lab/sampleFlow/details/page', 'sampleConfirm:list'],
      ['sampleDetail', 'sample/sampleStore/detail', 'sample/sampleStore/detail/index', 'sampleStore:list'],
    ]);
    expect(SAMPLE_HANDOVER.detailRoute?.name).toBe('sampleFlowDetail');
    expect(SAMPLE.detailRoute?.name).toBe('sampleDetail');
  });
});
