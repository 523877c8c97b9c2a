import { useEffect, useState } from 'react';
import { TreeSelect } from 'antd';
import { EQUIPMENT_CATEGORY } from '@ohit/contracts';
import { MAX_PAGE_SIZE } from '@ohit/domain';
import { ResourceList } from '../../resources/ResourceList';
import { resourceApi } from '../../resources/resource-api';
import { categoryTreeOptions, type CategoryTreeOption } from './category-tree';

const api = resourceApi(EQUIPMENT_CATEGORY);
/** Siblings in 排序 order, then in the order they were created (the server's tree tie-break). */
const SORT = ['sort,asc', 'id,asc'];
const PARENT_LABEL = EQUIPMENT_CATEGORY.fields.find((f) => f.name === 'parentId')?.label;

/**
 * 上级分类 as a tree of the organisation's categories (the list without a search answers the
 * roots with nested children). Editing a category disables itself and its descendants.
 * Form.Item passes value / onChange / id through `props`.
 */
function ParentTreeSelect({ selfId, ...props }: { selfId?: number } & Record<string, unknown>) {
  const [tree, setTree] = useState<CategoryTreeOption[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    api
      .list({ page: 0, size: MAX_PAGE_SIZE, sort: SORT })
      .then(({ rows }) => live && setTree(categoryTreeOptions(rows, selfId)), () => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [selfId]);
  return (
    <TreeSelect
      {...props}
      treeData={tree}
      loading={loading}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder={PARENT_LABEL}
      style={{ width: '100%' }}
      data-testid="category-parent"
    />
  );
}

/**
 * 设备分类: the generic list screen over the EQUIPMENT_CATEGORY tree declaration. The table
 * shows the server's nested `children` as expandable rows (a search shows flat matches).
 */
export default function EquipmentCategoryList() {
  return (
    <ResourceList
      declaration={EQUIPMENT_CATEGORY}
      defaultSort={SORT}
      editInputs={{ parentId: ({ record }) => <ParentTreeSelect selfId={record?.id as number | undefined} /> }}
    />
  );
}
