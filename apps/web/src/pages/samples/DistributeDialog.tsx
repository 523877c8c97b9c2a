import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Select, Space, Tag, Typography, type ButtonProps } from 'antd';
import { INSTRUMENT_FAMILY_OPTIONS, type AnalystLoadView, type ResourceRow, type UsableInstrumentView } from '@ohit/contracts';
import { DIALOG_WIDTHS } from '@ohit/domain';
import { t } from '../../i18n';
import { sampleApi } from './sample-api';

/** Which rows a distribution takes: only samples 已接收 (the others are refused here, before any request). */
export function distributionBatch(rows: readonly ResourceRow[]): { samples: ResourceRow[] } | { refusal: string } {
  if (rows.length === 0) return { refusal: t('samples.chooseReceived') };
  if (rows.some((r) => r.state !== 'received')) return { refusal: t('samples.notReceived') };
  return { samples: [...rows] };
}

/** The instrument families of the samples, by label (a sample without a method says so). */
export function familiesOf(rows: readonly ResourceRow[]): string[] {
  const label = (v: unknown) => (v ? (INSTRUMENT_FAMILY_OPTIONS.find((o) => o.value === v)?.label ?? String(v)) : t('samples.noFamily'));
  return [...new Set(rows.map((r) => label(r.instrumentFamily)))];
}

interface AssignForm {
  analyst?: number;
  instrument?: number;
  reason?: string;
}

export interface DistributeDialogProps {
  /** 分发 many received samples, or 改派 one distributed sample (a reason required). */
  mode: 'distribute' | 'reassign';
  /** The samples; the dialog is open while there are any. */
  samples: ResourceRow[];
  onClose: () => void;
  onDone: () => void;
}

/**
 * 分发 / 改派: an analyst of the samples' organisation, offered with their current load (samples
 * assigned and not yet submitted, the least loaded first), and an instrument usable today (the
 * only ones offered); the samples' instrument families shown. 分发 is one request for all of them.
 */
export function DistributeDialog({ mode, samples, onClose, onDone }: DistributeDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AssignForm>();
  const [loads, setLoads] = useState<AnalystLoadView[]>([]);
  const [instruments, setInstruments] = useState<UsableInstrumentView[]>([]);
  const [running, setRunning] = useState(false);
  const open = samples.length > 0;
  const organizationId = open ? Number(samples[0].organizationId) : undefined;
  const reassigning = mode === 'reassign';

  useEffect(() => {
    if (!open) return;
    let live = true;
    form.resetFields();
    void Promise.all([sampleApi.loads(organizationId), sampleApi.instruments(organizationId)]).then(
      ([l, i]) => {
        if (!live) return;
        setLoads(l);
        setInstruments(i);
      },
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
    // loaded afresh for each batch opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, organizationId]);

  const submit = async () => {
    // the form shows what is missing
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const assignment = { analyst: Number(values.analyst), instrument: Number(values.instrument) };
    const reason = values.reason?.trim() || '';
    setRunning(true);
    try {
      if (reassigning) {
        await sampleApi.reassign(samples[0], { ...assignment, reason });
        message.success(t('samples.reassigned'));
      } else {
        message.success((await sampleApi.distribute({ ids: samples.map((s) => s.id), ...assignment, ...(reason ? { reason } : {}) })).message);
      }
      onDone();
    } catch {
      // the server's refusal is shown by the HTTP layer; the dialog stays open
    } finally {
      setRunning(false);
    }
  };

  const title = reassigning ? t('samples.reassignTitle', { code: String(samples[0]?.code ?? '') }) : t('samples.distributeTitle', { count: samples.length });
  return (
    <Modal
      open={open}
      title={title}
      width={DIALOG_WIDTHS.small}
      okButtonProps={{ loading: running, 'data-testid': 'distribute-ok' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <div data-testid="distribute-dialog">
        <Space wrap style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('samples.families')}</Typography.Text>
          {familiesOf(samples).map((f) => (
            <Tag key={f}>{f}</Tag>
          ))}
        </Space>
        <Form form={form} layout="vertical">
          <Form.Item name="analyst" label={t('samples.analyst')} rules={[{ required: true, message: t('samples.analystRequired') }]} extra={t('samples.loadsHint')}>
            <Select
              aria-label={t('samples.analyst')}
              showSearch
              optionFilterProp="label"
              options={loads.map((l) => ({ value: l.userId, label: t('samples.load', { name: l.name, count: l.assigned }) }))}
            />
          </Form.Item>
          <Form.Item name="instrument" label={t('samples.instrument')} rules={[{ required: true, message: t('samples.instrumentRequired') }]}>
            <Select
              aria-label={t('samples.instrument')}
              showSearch
              optionFilterProp="label"
              options={instruments.map((i) => ({ value: i.id, label: t('samples.instrumentOption', { name: i.name, code: i.code, until: i.usableUntil }) }))}
            />
          </Form.Item>
          <Form.Item name="reason" label={t('samples.reason')} rules={reassigning ? [{ required: true, whitespace: true, message: t('samples.reasonRequired') }] : []}>
            <Input.TextArea rows={2} maxLength={500} aria-label={t('samples.reason')} />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
