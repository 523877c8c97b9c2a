import { App } from 'antd';
import type { ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import { t } from '../i18n';
import { copyBuffer } from './copy-buffer';
import type { EditorKind } from './editor-state';
import { pageAfterDelete } from './paging';
import type { ResourceApi } from './resource-api';
import type { RowActionKey } from './row-actions';
import type { ResourceListState } from './use-resource-list';

export interface RowActionHooks {
  openEditor: (kind: EditorKind, record: Record<string, unknown> | null) => void;
  /** A row was copied: paste is possible now. */
  copied: () => void;
  /** Relation and cancel relation choose what to (un)relate in a dialog. */
  openRelation: (kind: 'relation' | 'cancelRelation', row: ResourceRow) => void;
  /** Rows deleted: drop them from the selection. */
  deleted: (ids: number[]) => void;
}

/**
 * What each row action does once confirmed: edit and copy open the editor (copy buffers the
 * row for paste), reset answers 重置成功, relation and cancel relation open their dialogs, delete
 * shows a code '400' refusal as an error and otherwise 删除成功, stepping back from an emptied page.
 */
export function useRowActions(decl: ResourceDeclaration, api: ResourceApi, list: ResourceListState, hooks: RowActionHooks) {
  const { message } = App.useApp();
  return async (key: RowActionKey, row: ResourceRow): Promise<void> => {
    switch (key) {
      case 'edit':
        hooks.openEditor('edit', row);
        return;
      case 'copy':
        copyBuffer.set(decl.name, row);
        hooks.copied();
        hooks.openEditor('copy', row);
        return;
      case 'reset':
        await api.reset(row.id);
        message.success(t('resourceList.resetSuccess'));
        list.reload();
        return;
      case 'relation':
      case 'cancelRelation':
        hooks.openRelation(key, row);
        return;
      case 'del': {
        const res = await api.remove([row.id]);
        if (res && String(res.code) === '400') {
          message.error(res.message);
          return;
        }
        message.success(t('resourceList.deleteSuccess'));
        hooks.deleted([row.id]);
        const next = pageAfterDelete(list.current, list.rows.length, 1);
        if (next !== list.current) list.setCurrent(next);
        else list.reload();
        return;
      }
    }
  };
}
