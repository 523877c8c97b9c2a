import { useEffect, useState } from 'react';
import { App, Modal } from 'antd';
import type { ResourceDeclaration, ResourceRelation, ResourceRow } from '@ohit/contracts';
import { DIALOG_WIDTHS } from '@ohit/domain';
import { t } from '../../i18n';
import type { ResourceApi } from '../resource-api';
import { cancelPayload } from './relation-payload';
import { RelationsTable } from './RelationsTable';
import { useRelationSend } from './use-relation-send';

export interface CancelRelationDialogProps {
  decl: ResourceDeclaration;
  api: ResourceApi;
  row: ResourceRow;
  onClose: (changed: boolean) => void;
}

/**
 * 取消关联 (after '确定取消关联本条数据吗?'): the row's current relations to pick the one to
 * cancel; the answer's message as a success on code '200', as an error otherwise (spec §8).
 */
export function CancelRelationDialog({ decl, api, row, onClose }: CancelRelationDialogProps) {
  const { message } = App.useApp();
  const [relations, setRelations] = useState<ResourceRelation[]>([]);
  const [loading, setLoading] = useState(true);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const { sending, send } = useRelationSend(onClose, t('resourceRelation.cancelSuccess'));

  useEffect(() => {
    let live = true;
    api
      .relations(row.id)
      .then((list) => live && setRelations(list), () => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, row.id]);

  const submit = async () => {
    const picked = relations.find((r) => r.id === pickedId);
    if (!picked) {
      message.warning(t('resourceRelation.pickOne'));
      return;
    }
    await send(() => api.cancelRelation(cancelPayload(row.id, picked)));
  };

  return (
    <Modal
      open
      title={t('resourceRelation.cancelTitle', { title: decl.title })}
      width={DIALOG_WIDTHS.medium}
      okText={t('resourceList.ok')}
      cancelText={t('resourceList.cancel')}
      okButtonProps={{ disabled: pickedId === null }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      maskClosable={false}
      destroyOnHidden
      data-testid="cancel-relation-dialog"
    >
      <RelationsTable
        relations={relations}
        loading={loading}
        rowSelection={{ type: 'radio', selectedRowKeys: pickedId === null ? [] : [pickedId], onChange: (keys) => setPickedId((keys[0] as number | undefined) ?? null) }}
      />
    </Modal>
  );
}
