import { EQUIPMENT_CATEGORY, type ResourceRow } from '@ohit/contracts';
import { nestRows, parentColumn, treeSort } from './tree-list';

const row = (id: number, parentId: number | null): ResourceRow => ({ id, version: 1, parentId });

describe('tree list helpers', () => {
  it('ends every sort with id ascending unless it names id', () => {
    expect(treeSort(EQUIPMENT_CATEGORY, undefined)).toEqual(['sort,asc', 'id,asc']);
    expect(treeSort(EQUIPMENT_CATEGORY, '')).toEqual(['sort,asc', 'id,asc']);
    expect(treeSort(EQUIPMENT_CATEGORY, 'name,desc')).toEqual(['name,desc', 'id,asc']);
    expect(treeSort(EQUIPMENT_CATEGORY, ['sort,asc', 'id,desc'])).toEqual(['sort,asc', 'id,desc']);
    expect(treeSort(EQUIPMENT_CATEGORY, [1])).toEqual([1]);
  });

  it('nests rows in list order under their parents; leaves have no children key', () => {
    const rows = [row(1, null), row(3, 1), row(2, null), row(4, 3), row(5, 1), row(6, 99)];
    const tree = nestRows(rows, new Set([1, 2]), 'parentId');
    expect(tree.map((r) => r.id)).toEqual([1, 2]);
    expect(tree[0].children?.map((r) => r.id)).toEqual([3, 5]);
    expect(tree[0].children?.[0].children?.map((r) => r.id)).toEqual([4]);
    expect(tree[1]).not.toHaveProperty('children');
    expect(tree[0].children?.[1]).not.toHaveProperty('children');
  });

  it('knows the parent column of a tree declaration', () => {
    expect(parentColumn(EQUIPMENT_CATEGORY)).toBe('parent_id');
  });
});
