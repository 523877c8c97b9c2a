import type { ResourceRow } from '@ohit/contracts';

/** One node of antd's TreeSelect `treeData`. */
export interface CategoryTreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: CategoryTreeOption[];
}

/**
 * The categories the list answers (roots with nested `children`) as TreeSelect data for the
 * 上级分类 input. When editing a category, the category itself and every descendant are
 * disabled: the server refuses them ('上级不能是自身或其下级'), the form should not offer them.
 * Leaves carry no `children`, so the select shows no expander on them.
 */
export function categoryTreeOptions(rows: ResourceRow[], selfId?: number | null, insideSelf = false): CategoryTreeOption[] {
  return rows.map((row) => {
    const blocked = insideSelf || (selfId !== undefined && selfId !== null && row.id === selfId);
    const node: CategoryTreeOption = { value: row.id, title: String(row.name ?? row.id) };
    if (blocked) node.disabled = true;
    if (Array.isArray(row.children) && row.children.length > 0) node.children = categoryTreeOptions(row.children, selfId, blocked);
    return node;
  });
}
