import type { ResourceRow } from '@ohit/contracts';
import { categoryTreeOptions } from './category-tree';

const node = (id: number, name: string, children?: ResourceRow[]): ResourceRow => ({ id, version: 1, name, ...(children ? { children } : {}) });

const tree = [
  node(1, '采样设备', [node(2, '粉尘采样器', [node(3, '个体粉尘采样器')]), node(4, '大气采样器')]),
  node(5, '检测仪器', [node(6, '气相色谱仪')]),
  node(7, '辅助设备', []),
];

describe('设备分类 parent tree', () => {
  it('maps the nested list to TreeSelect data; leaves have no children', () => {
    expect(categoryTreeOptions(tree)).toEqual([
      { value: 1, title: '采样设备', children: [{ value: 2, title: '粉尘采样器', children: [{ value: 3, title: '个体粉尘采样器' }] }, { value: 4, title: '大气采样器' }] },
      { value: 5, title: '检测仪器', children: [{ value: 6, title: '气相色谱仪' }] },
      { value: 7, title: '辅助设备' },
    ]);
  });

  it('disables the edited category and its descendants, nothing else', () => {
    const [sampling, detection] = categoryTreeOptions(tree, 2);
    expect(sampling.disabled).toBeUndefined();
    expect(sampling.children?.[0]).toEqual({ value: 2, title: '粉尘采样器', disabled: true, children: [{ value: 3, title: '个体粉尘采样器', disabled: true }] });
    expect(sampling.children?.[1].disabled).toBeUndefined();
    expect(detection.disabled).toBeUndefined();
  });
});
