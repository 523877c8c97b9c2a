import { useMemo, useState } from 'react';
import { Alert, App, Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { ImportOutlined, SaveOutlined } from '@ant-design/icons';
import type { ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { InstrumentImportDialog } from '../laboratory-import/InstrumentImportDialog';
import { itemLabel } from './batch-input';
import { ReadingsGrid } from './ReadingsGrid';
import { changedReadings, useSaveReadings } from './use-save-readings';
import type { BatchWorkspace } from './use-batch-workspace';
import type { ReasonGate } from './use-reason-gate';

/**
 * 样品数据: the batch's samples (those 组批 brought) with the family's readings to enter, each
 * sample's result computed live beside them; 保存录入 saves what was typed. While the batch may be
 * changed, 导入仪器数据 fills the readings from an instrument's export (with a reason once the
 * batch was submitted; not over readings typed and unsaved) and the batch is read again after an import.
 */
export function SamplesSection({ ws, gate }: { ws: BatchWorkspace; gate: ReasonGate }) {
  const { message } = App.useApp();
  const { save, saving } = useSaveReadings(ws, gate);
  const [importing, setImporting] = useState(false);
  const samples = useMemo(() => (ws.items ?? []).filter((i) => (i.kind ?? 'sample') === 'sample'), [ws.items]);
  const ids = samples.map((s) => s.id);
  const unsaved = changedReadings(ws, ids).size;
  const results = new Map((ws.live?.result?.items ?? []).map((r) => [String(r.id), r]));
  if (!ws.family) return null;

  const leading: TableColumnsType<ResourceRow> = [
    { key: 'code', title: t('laboratory.sampleCode'), fixed: 'left', width: 170, render: (_, item) => itemLabel(item) },
    { key: 'hazard', title: t('laboratory.hazard'), width: 120, render: (_, item) => String(item.sampleHazard ?? ws.row?.hazard ?? '') },
  ];
  const trailing: TableColumnsType<ResourceRow> = [
    {
      key: 'result',
      title: t('laboratory.liveResult', { unit: ws.family.resultUnit }),
      width: 130,
      render: (_, item) => {
        const r = results.get(String(item.id));
        if (!r) return null;
        return r.complete ? (
          <Space size={4} data-testid="sample-live-result">
            <Typography.Text strong>{r.reported ?? ''}</Typography.Text>
            {r.flags.map((f) => (
              <Tag key={f} color="error">
                {f}
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary" data-testid="sample-live-result">
            {t('laboratory.incomplete')}
          </Typography.Text>
        );
      },
    },
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {ws.family.note && <Alert type="info" showIcon message={ws.family.note} />}
      <ReadingsGrid
        family={ws.family}
        rows={samples}
        drafts={ws.drafts}
        editable={ws.editable}
        onChange={ws.setReading}
        leading={leading}
        trailing={trailing}
        loading={ws.items === null}
        testId="sample-readings"
      />
      {ws.editable && (
        <Space>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save(ids, t('laboratory.saveSamples'))} data-testid="save-sample-readings">
            {t('laboratory.saveReadings')}
          </Button>
          <Button
            icon={<ImportOutlined />}
            // an import writes the items: typed readings over them (samples or QC) would be saved over stale versions
            onClick={() => (Object.keys(ws.drafts).length > 0 ? void message.warning(t('laboratory.unsavedBeforeImport')) : setImporting(true))}
            data-testid="import-instrument-readings"
          >
            {t('laboratory.importReadings')}
          </Button>
          {unsaved > 0 && <Typography.Text type="warning">{t('laboratory.unsavedRows', { count: unsaved })}</Typography.Text>}
        </Space>
      )}
      {ws.stored && (
        <InstrumentImportDialog open={importing} batchId={ws.stored.id} reasonRequired={ws.needsReason} onClose={() => setImporting(false)} onImported={ws.reload} />
      )}
    </Space>
  );
}
