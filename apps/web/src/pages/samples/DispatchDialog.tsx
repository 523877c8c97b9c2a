import { useEffect, useMemo, useState } from 'react';
import { App, DatePicker, Empty, Form, Input, Modal, Select, Space, Spin, Table, Typography, type ButtonProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { fieldOf, SAMPLE_HANDOVER, type ResourceField, type ResourceRow } from '@ohit/contracts';
import { DIALOG_WIDTHS } from '@ohit/domain';
import { t } from '../../i18n';
import { ReferencePicker, type PickedValue } from '../../resources/reference-picker';
import { sampleApi } from './sample-api';
import { SampleStateTag } from './SampleTags';

const RECEIVER = fieldOf(SAMPLE_HANDOVER, 'receiver') as ResourceField;

/** The projects that have samples to hand over, in the order their samples come, with how many each has. */
export function projectsOf(samples: readonly ResourceRow[]): { id: number; label: string; count: number }[] {
  const out = new Map<number, { id: number; label: string; count: number }>();
  for (const s of samples) {
    const id = Number(s.belongProject);
    const hit = out.get(id) ?? { id, label: [s.projectCode, s.belongProjectName].filter(Boolean).join(' '), count: 0 };
    hit.count++;
    out.set(id, hit);
  }
  return [...out.values()];
}

interface DispatchForm {
  receiver?: PickedValue | null;
  sampledDate?: Dayjs | null;
  remark?: string;
}

export interface DispatchDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the hand-over was made (the list reloads). */
  onDone: () => void;
}

/**
 * 送样 (样品流转): the sampler hands a project's collected samples to the sample room at once —
 * the project chosen among those with samples 已采集, its samples all ticked (untick what stays
 * behind), the sample room's receiver, the sampling date for samples without an on-site record,
 * a remark. One request (the hand-over's list command); the server's sentence names the 送样单.
 */
export function DispatchDialog({ open, onClose, onDone }: DispatchDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DispatchForm>();
  const [samples, setSamples] = useState<ResourceRow[] | null>(null);
  const [project, setProject] = useState<number | null>(null);
  const [ticked, setTicked] = useState<number[]>([]);
  const [running, setRunning] = useState(false);
  const projects = useMemo(() => projectsOf(samples ?? []), [samples]);
  const shown = useMemo(() => (samples ?? []).filter((s) => Number(s.belongProject) === project), [samples, project]);

  const choose = (id: number | null, rows: readonly ResourceRow[]) => {
    setProject(id);
    setTicked(rows.filter((s) => Number(s.belongProject) === id).map((s) => s.id));
  };

  useEffect(() => {
    if (!open) return;
    let live = true;
    setSamples(null);
    form.resetFields();
    sampleApi.collected().then(
      (rows) => {
        if (!live) return;
        setSamples(rows);
        choose(projectsOf(rows)[0]?.id ?? null, rows);
      },
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
    // the dialog loads afresh each time it opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = async () => {
    // the form shows what is missing
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (project === null || ticked.length === 0) {
      message.warning(t('samples.chooseSamples'));
      return;
    }
    setRunning(true);
    try {
      const result = await sampleApi.dispatch({
        belongProject: project,
        receiver: Number(values.receiver?.value),
        sampleIds: ticked,
        sampledDate: values.sampledDate ? values.sampledDate.format('YYYY-MM-DD') : null,
        remark: values.remark?.trim() || null,
      });
      message.success(result.message);
      onDone();
    } catch {
      // the server's refusal is shown by the HTTP layer; the dialog stays open
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('samples.dispatchTitle')}
      width={DIALOG_WIDTHS.large}
      okText={t('samples.dispatch')}
      okButtonProps={{ disabled: ticked.length === 0, loading: running, 'data-testid': 'dispatch-ok' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <div data-testid="dispatch-dialog">
        <Typography.Paragraph type="secondary">{t('samples.dispatchHint')}</Typography.Paragraph>
        {!samples ? (
          <Spin />
        ) : projects.length === 0 ? (
          <Empty description={t('samples.noCollected')} />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Select
              aria-label={t('samples.project')}
              value={project ?? undefined}
              options={projects.map((p) => ({ value: p.id, label: `${p.label}（${p.count}）` }))}
              onChange={(id: number) => choose(id, samples)}
              style={{ width: '100%' }}
              data-testid="dispatch-project"
            />
            <Table<ResourceRow>
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ y: 280 }}
              dataSource={shown}
              rowSelection={{ selectedRowKeys: ticked, onChange: (keys) => setTicked(keys.map(Number)) }}
              columns={[
                { title: t('samples.code'), dataIndex: 'code' },
                { title: t('samples.hazard'), dataIndex: 'hazard' },
                { title: t('samples.post'), dataIndex: 'post' },
                { title: t('samples.state'), dataIndex: 'state', render: (v) => <SampleStateTag state={v} /> },
              ]}
              data-testid="dispatch-samples"
            />
            <Typography.Text data-testid="dispatch-count">{t('samples.selected', { count: ticked.length })}</Typography.Text>
            <Form form={form} layout="vertical">
              <Form.Item name="receiver" label={t('samples.receiver')} rules={[{ required: true, message: t('samples.receiverRequired') }]}>
                <ReferencePicker field={RECEIVER} />
              </Form.Item>
              <Form.Item name="sampledDate" label={t('samples.sampledDate')} extra={t('samples.sampledDateHint')}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="remark" label={t('samples.remark')}>
                <Input.TextArea rows={2} maxLength={500} />
              </Form.Item>
            </Form>
          </Space>
        )}
      </div>
    </Modal>
  );
}
