import { useEffect, useState } from 'react';
import { Alert, App, Checkbox, Empty, Modal, Space, Spin, Table, Tag, Typography } from 'antd';
import {
  PLAN_SAMPLE_KIND_OPTIONS,
  PLAN_SAMPLE_TYPE_OPTIONS,
  type PlanGenerationAccept,
  type PlanGenerationPreview,
  type PlanRowSummary,
  type ResourceRow,
} from '@ohit/contracts';
import { t } from '../../i18n';
import { planApi } from './plan-api';

const label = (options: { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

export function rowText(r: PlanRowSummary): string {
  return t('samplingPlan.row', { workshop: r.workshop, post: r.post, hazard: r.hazard, type: label(PLAN_SAMPLE_TYPE_OPTIONS, r.sampleType), kind: label(PLAN_SAMPLE_KIND_OPTIONS, r.kind) });
}

/** What the dialog starts with: every new row and every change of a value nobody edited; no removal, no edited value. */
export function defaultAccept(preview: PlanGenerationPreview): Required<PlanGenerationAccept> {
  return {
    add: preview.added.map((r) => r.key),
    remove: [],
    change: Object.fromEntries(preview.changed.map((c) => [c.key, c.fields.filter((f) => !f.edited).map((f) => f.field)])),
  };
}

const toggle = (list: string[], value: string, on: boolean) => (on ? [...new Set([...list, value])] : list.filter((v) => v !== value));

export interface GenerateDialogProps {
  /** The plan to generate; the dialog is open while set. */
  plan: ResourceRow | null;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * 生成方案: shows what the survey and the methods give against the stored rows (GET …/generation)
 * — new rows, rows no longer needed, changed values with the user's edits marked — and applies
 * only what is ticked (a first generation takes every row).
 */
export function GenerateDialog({ plan, onDone, onCancel }: GenerateDialogProps) {
  const { message } = App.useApp();
  const [preview, setPreview] = useState<PlanGenerationPreview | null>(null);
  const [accept, setAccept] = useState<Required<PlanGenerationAccept>>({ add: [], remove: [], change: {} });
  const [running, setRunning] = useState(false);

  useEffect(() => {
    setPreview(null);
    if (!plan) return;
    let live = true;
    planApi.generation(plan.id).then(
      (p) => {
        if (!live) return;
        setPreview(p);
        setAccept(defaultAccept(p));
      },
      () => live && onCancel(),
    );
    return () => {
      live = false;
    };
  }, [plan, onCancel]);

  const run = async () => {
    if (!plan || !preview) return;
    setRunning(true);
    try {
      await planApi.generate(plan.id, plan.version, preview.firstGeneration ? undefined : accept);
      message.success(t('samplingPlan.generateDone'));
      onDone();
    } catch {
      // the HTTP layer has shown the server's reason (a survey that moved meanwhile…)
    } finally {
      setRunning(false);
    }
  };

  const nothing = preview && !preview.firstGeneration && preview.added.length + preview.removed.length + preview.changed.length === 0;
  return (
    <Modal open={plan !== null} title={t('samplingPlan.generateTitle')} width={860} onOk={() => void run()} onCancel={onCancel} confirmLoading={running} okText={t('samplingPlan.generate')} destroyOnHidden>
      {!preview ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="plan-generate-dialog">
          {preview.notes.length > 0 && <Alert type="info" showIcon message={t('samplingPlan.notes')} description={preview.notes.map((n) => <div key={n}>{n}</div>)} />}
          {preview.firstGeneration && <Typography.Text>{t('samplingPlan.generateFirst', { count: preview.added.length })}</Typography.Text>}
          {nothing && <Empty description={t('samplingPlan.generateNothing')} />}
          {!preview.firstGeneration && preview.added.length > 0 && (
            <Section title={t('samplingPlan.added')}>
              {preview.added.map((r) => (
                <Checkbox key={r.key} checked={accept.add.includes(r.key)} onChange={(e) => setAccept({ ...accept, add: toggle(accept.add, r.key, e.target.checked) })} data-testid="plan-accept-add">
                  {rowText(r)}
                </Checkbox>
              ))}
            </Section>
          )}
          {preview.removed.length > 0 && (
            <Section title={t('samplingPlan.removed')}>
              {preview.removed.map((r) => (
                <Checkbox key={r.key} checked={accept.remove.includes(r.key)} onChange={(e) => setAccept({ ...accept, remove: toggle(accept.remove, r.key, e.target.checked) })} data-testid="plan-accept-remove">
                  {rowText(r)}
                </Checkbox>
              ))}
            </Section>
          )}
          {preview.changed.length > 0 && (
            <Section title={t('samplingPlan.changed')}>
              {preview.changed.map((c) => (
                <div key={c.key} style={{ width: '100%' }}>
                  <Typography.Text strong>{rowText(c.row)}</Typography.Text>
                  <Table
                    size="small"
                    pagination={false}
                    rowKey="field"
                    dataSource={c.fields}
                    rowSelection={{
                      selectedRowKeys: accept.change[c.key] ?? [],
                      onChange: (keys) => setAccept({ ...accept, change: { ...accept.change, [c.key]: keys.map(String) } }),
                    }}
                    columns={[
                      { title: t('samplingPlan.field'), dataIndex: 'label' },
                      { title: t('samplingPlan.stored'), dataIndex: 'stored', render: (v, f) => <Space>{String(v ?? '')}{f.edited && <Tag color="orange">{t('samplingPlan.edited')}</Tag>}</Space> },
                      { title: t('samplingPlan.generated'), dataIndex: 'generated', render: (v) => String(v ?? '') },
                    ]}
                  />
                </div>
              ))}
            </Section>
          )}
        </Space>
      )}
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Space direction="vertical">{children}</Space>
    </div>
  );
}
