import { useMemo, useState } from 'react';
import { App, Button, Empty, Space, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { itemLabel } from './batch-input';
import { labApi } from './lab-api';
import { kindLabel, QcItemDialog, qcKinds } from './QcItemDialog';
import { ReadingsGrid } from './ReadingsGrid';
import { changedReadings, useSaveReadings } from './use-save-readings';
import type { BatchWorkspace } from './use-batch-workspace';
import type { ReasonGate } from './use-reason-gate';

const QC_KINDS: readonly string[] = ['fieldBlank', 'labBlank', 'parallel', 'spike'];

/**
 * 质控样: the batch's blanks, parallels and spikes — a parallel or spike names the sample it pairs
 * with — their readings entered in the family's grid; added, changed and removed while 检测中
 * (with the reason once the batch was submitted). The QC verdicts are in 结果预览.
 */
export function QcSection({ ws, gate }: { ws: BatchWorkspace; gate: ReasonGate }) {
  const { message, modal } = App.useApp();
  const { save, saving } = useSaveReadings(ws, gate);
  const [editing, setEditing] = useState<ResourceRow | 'new' | null>(null);
  const items = useMemo(() => ws.items ?? [], [ws.items]);
  const qcItems = useMemo(() => items.filter((i) => QC_KINDS.includes(String(i.kind))), [items]);
  const samples = useMemo(() => items.filter((i) => (i.kind ?? 'sample') === 'sample'), [items]);
  const batchId = Number(ws.stored?.id);
  if (!ws.family) return null;
  const kinds = qcKinds(ws.family);
  const ids = qcItems.map((i) => i.id);
  const unsaved = changedReadings(ws, ids).size;

  const remove = async (item: ResourceRow) => {
    const reason = await gate.ask(t('laboratory.removeQc', { code: itemLabel(item) }));
    if (reason === null) return;
    const run = async () => {
      try {
        await labApi.children(batchId, 'items').remove(item.id, item.version, reason);
        message.success(t('resourceSections.deleteSuccess'));
        ws.clearDrafts([item.id]);
        ws.reload();
      } catch {
        // shown by the HTTP layer
      }
    };
    // the reason dialog was the confirmation; without one, ask as every deletion does
    if (reason) return run();
    modal.confirm({ title: t('laboratory.removeQc', { code: itemLabel(item) }), content: t('resourceSections.confirmDelete'), onOk: run });
  };

  const leading: TableColumnsType<ResourceRow> = [
    { key: 'code', title: t('laboratory.qcCode'), fixed: 'left', width: 150, render: (_, item) => itemLabel(item) },
    { key: 'kind', title: t('laboratory.qcKind'), width: 100, render: (_, item) => kindLabel(item.kind) },
    {
      key: 'pairOf',
      title: t('laboratory.pairOf'),
      width: 150,
      render: (_, item) => {
        const pair = samples.find((s) => s.id === Number(item.pairOf));
        return pair ? itemLabel(pair) : '';
      },
    },
  ];
  const trailing: TableColumnsType<ResourceRow> = ws.editable
    ? [
        {
          key: 'operation',
          title: t('resourceSections.operation'),
          width: 130,
          render: (_, item) => (
            <Space size={4}>
              <Button size="small" type="link" onClick={() => setEditing(item)}>
                {t('resourceSections.edit')}
              </Button>
              <Button size="small" type="link" danger onClick={() => void remove(item)}>
                {t('resourceSections.delete')}
              </Button>
            </Space>
          ),
        },
      ]
    : [];

  if (kinds.length === 0) return <Empty description={t('laboratory.noQcRules')} />;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {ws.editable && (
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-qc-item">
          {t('laboratory.addQc')}
        </Button>
      )}
      <ReadingsGrid
        family={ws.family}
        rows={qcItems}
        drafts={ws.drafts}
        editable={ws.editable}
        onChange={ws.setReading}
        leading={leading}
        trailing={trailing}
        loading={ws.items === null}
        testId="qc-readings"
      />
      {ws.editable && qcItems.length > 0 && (
        <Space>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save(ids, t('laboratory.saveQc'))} data-testid="save-qc-readings">
            {t('laboratory.saveReadings')}
          </Button>
          {unsaved > 0 && <Typography.Text type="warning">{t('laboratory.unsavedRows', { count: unsaved })}</Typography.Text>}
        </Space>
      )}
      <QcItemDialog
        batchId={batchId}
        family={ws.family}
        editing={editing}
        samples={samples}
        needsReason={ws.needsReason}
        onClose={() => setEditing(null)}
        onDone={() => {
          setEditing(null);
          message.success(t('laboratory.saved'));
          ws.reload();
        }}
      />
    </Space>
  );
}
