import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { AutoComplete, Button, Card, Empty, Form, Input, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type DaySampleView, fieldOf, type ResourceField, type ResourceRow, SAMPLING_DAY, type UsableInstrumentView } from '@ohit/contracts';
import { fieldMeasurementUnit } from '@ohit/domain';
import { t } from '../../i18n';
import { usePermission } from '../../permission/Permission';
import { EditInput, useFieldOptions } from '../../resources/field-inputs';
import { rulesFor, toFormValues, toPayload } from '../../resources/form-model';
import { childApi, childDeclaration } from '../../resources/detail/section-api';
import { ui } from '../../ui/bridge';
import { sendOrKeep } from './offline-outbox';
import { ReasonInput } from './ReasonInput';
import { childOf, samplingApi } from './sampling-api';
import { useDaySignatures } from './use-day-signatures';

const MEASUREMENTS = childOf('measurements');
const VIEW = childDeclaration(SAMPLING_DAY, MEASUREMENTS);
const F = (name: string): ResourceField => fieldOf(VIEW, name) ?? { name, type: 'string', label: name };

type Values = Record<string, unknown>;
type Editing = { row: ResourceRow | null } | null;

const hhmm = (v: unknown) => (v ? dayjs(String(v)).format('HH:mm') : '');

/** One measurement as the sampler reads it back: factor, place, value with its unit, exposure time. */
function MeasurementLine({ row, actions }: { row: ResourceRow; actions: ReactNode }) {
  const unit = fieldMeasurementUnit(row.hazard) ?? '';
  const span = row.startTime || row.endTime ? `${hhmm(row.startTime)}–${hhmm(row.endTime)}` : '';
  return (
    <div className="sampling-measurement" data-testid={`measurement-${String(row.id)}`}>
      <div>
        <Tag color={row.hazard === '高温' ? 'orange' : 'blue'}>{String(row.hazard)}</Tag>
        <Typography.Text strong>{`${String(row.value)} ${unit}`}</Typography.Text>{' '}
        <Typography.Text type="secondary">{t('siteSampling.measurementExposure', { minutes: String(row.durationMinutes) })}</Typography.Text>
      </div>
      <Typography.Text type="secondary">{[row.workshop, row.post, row.pointName].filter(Boolean).join(' / ')}</Typography.Text>
      {span && <Typography.Text type="secondary">{` · ${span}`}</Typography.Text>}
      {row.equipmentName ? <div>{`${String(row.equipmentName)}（${String(row.equipmentCode ?? '')}）`}</div> : null}
      {actions}
    </div>
  );
}

/**
 * 物理因素测量 on the sampler's 采样记录 page: the day's noise (LAeq, dB(A)) and heat (WBGT, ℃)
 * measurements over their exposure times, added, changed and removed in place — a change of a signed
 * or submitted day asks its reason (the server voids the signatures). Workshops and posts are offered
 * from the plan's samples; instruments are those usable on the day. Saved offline, a measurement
 * waits in the outbox like a record.
 */
export function MeasurementsCard({ day, samples }: { day: ResourceRow; samples: readonly DaySampleView[] }) {
  const dayId = Number(day.id);
  const api = useMemo(() => childApi(SAMPLING_DAY, MEASUREMENTS, dayId), [dayId]);
  const [rows, setRows] = useState<ResourceRow[]>([]);
  const [instruments, setInstruments] = useState<UsableInstrumentView[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ResourceRow | null>(null);
  const mayWrite = usePermission(['liveSample:edit']);
  const { needsReason } = useDaySignatures(day);

  const reload = useCallback(async () => setRows(await api.list().catch(() => [] as ResourceRow[])), [api]);
  useEffect(() => {
    void reload();
  }, [reload, day]);
  useEffect(() => {
    if (mayWrite) void samplingApi.instruments(dayId).then(setInstruments, () => setInstruments([]));
  }, [dayId, mayWrite]);

  const done = async () => {
    setEditing(null);
    setRemoving(null);
    await reload();
  };

  const actions = (row: ResourceRow) =>
    mayWrite && (
      <Space size={4}>
        <Button size="small" type="link" onClick={() => (setRemoving(null), setEditing({ row }))} data-testid={`measurement-edit-${String(row.id)}`}>
          {t('siteSampling.measurementEdit')}
        </Button>
        <Button size="small" type="link" danger onClick={() => (setEditing(null), setRemoving(row))} data-testid={`measurement-remove-${String(row.id)}`}>
          {t('siteSampling.measurementRemove')}
        </Button>
      </Space>
    );

  return (
    <Card
      size="small"
      className="sampling-card"
      title={t('siteSampling.measurements')}
      data-testid="sampling-measurements"
      extra={
        mayWrite && (
          <Button size="small" type="primary" onClick={() => (setRemoving(null), setEditing({ row: null }))} data-testid="measurement-add">
            {t('siteSampling.measurementAdd')}
          </Button>
        )
      }
    >
      {rows.length === 0 && !editing && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('siteSampling.measurementNone')} />}
      {rows.map((row) => (
        <div key={String(row.id)}>
          {editing?.row?.id === row.id ? (
            <MeasurementForm day={day} row={row} samples={samples} instruments={instruments} needsReason={needsReason} onDone={done} onCancel={() => setEditing(null)} />
          ) : (
            <MeasurementLine row={row} actions={actions(row)} />
          )}
          {removing?.id === row.id && <RemoveMeasurement api={api} row={row} needsReason={needsReason} onDone={done} onCancel={() => setRemoving(null)} />}
        </div>
      ))}
      {editing && editing.row === null && <MeasurementForm day={day} row={null} samples={samples} instruments={instruments} needsReason={needsReason} onDone={done} onCancel={() => setEditing(null)} />}
    </Card>
  );
}

/** The removal, asked first — with its reason once the day is signed or submitted. */
function RemoveMeasurement({ api, row, needsReason, onDone, onCancel }: { api: ReturnType<typeof childApi>; row: ResourceRow; needsReason: boolean; onDone: () => Promise<void>; onCancel: () => void }) {
  const [form] = Form.useForm<{ reason?: string }>();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    let reason: string | undefined;
    try {
      ({ reason } = await form.validateFields());
    } catch {
      return; // the form asks for the reason
    }
    setBusy(true);
    try {
      await api.remove(Number(row.id), Number(row.version), reason?.trim() || undefined);
      ui.success(t('siteSampling.measurementRemoved'));
      await onDone();
    } catch {
      // the server's refusal is shown by the HTTP layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" className="sampling-preview exceeded" data-testid="measurement-remove-confirm">
      <Typography.Paragraph>{t('siteSampling.measurementRemoveConfirm')}</Typography.Paragraph>
      <ReasonInput shown={needsReason} />
      <Space>
        <Button danger type="primary" loading={busy} onClick={() => void remove()} data-testid="measurement-remove-ok">
          {t('siteSampling.measurementRemove')}
        </Button>
        <Button onClick={onCancel}>{t('siteSampling.cancel')}</Button>
      </Space>
    </Form>
  );
}

function MeasurementForm({
  day,
  row,
  samples,
  instruments,
  needsReason,
  onDone,
  onCancel,
}: {
  day: ResourceRow;
  row: ResourceRow | null;
  samples: readonly DaySampleView[];
  instruments: UsableInstrumentView[];
  needsReason: boolean;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const optionsOf = useFieldOptions(VIEW);
  const hazard = Form.useWatch('hazard', form) as string | undefined;
  // the instrument is picked from the day's usable ones by id (not the generic picker's {value, label})
  const initial = useMemo(() => (row ? { ...toFormValues(VIEW, row), equipment: row.equipment ?? undefined } : { hazard: '噪声' }), [row]);
  const suggestions = (key: 'workshop' | 'post') => [...new Set(samples.map((s) => s[key]).filter((v): v is string => !!v))].map((value) => ({ value }));
  const instrumentOptions = useMemo(() => {
    const options = instruments.map((i) => ({ value: i.id, label: `${i.name}（${i.code}）` }));
    // the row's instrument stays shown even if no longer usable (a change is checked by the server)
    if (row?.equipment && !options.some((o) => o.value === row.equipment)) options.push({ value: Number(row.equipment), label: `${String(row.equipmentName ?? '')}（${String(row.equipmentCode ?? '')}）` });
    return options;
  }, [instruments, row]);

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    const { reason, ...fields } = values;
    const body: Values = { ...toPayload(VIEW, fields), ...(typeof reason === 'string' && reason.trim() ? { reason: reason.trim() } : {}) };
    const path = `api/samplingDay/${encodeURIComponent(String(day.id))}/children/measurements`;
    const label = `${String(day.samplingDate)} ${String(body.hazard ?? '')} ${String(body.pointName ?? '')} ${t('siteSampling.measurements')}`;
    setSaving(true);
    try {
      const out = row
        ? await sendOrKeep<ResourceRow>({ label, method: 'PUT', path: `${path}/${String(row.id)}`, body: { ...body, version: row.version } })
        : await sendOrKeep<ResourceRow>({ label, method: 'POST', path, body });
      if (out.sent) ui.success(t('siteSampling.saved'));
      await onDone();
    } catch {
      // the server's refusal is shown by the HTTP layer; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  const item = (name: string, input: ReactNode, extra?: ReactNode) => (
    <Form.Item name={name} label={F(name).label} rules={rulesFor(F(name))} extra={extra}>
      {input}
    </Form.Item>
  );
  const unit = fieldMeasurementUnit(hazard);

  return (
    <Form form={form} layout="vertical" size="large" initialValues={initial} data-testid="measurement-form">
      {item('hazard', <EditInput field={F('hazard')} options={optionsOf(F('hazard'))} />)}
      {item('workshop', <AutoComplete options={suggestions('workshop')} maxLength={100} data-testid="measurement-workshop" />)}
      {item('post', <AutoComplete options={suggestions('post')} maxLength={100} data-testid="measurement-post" />)}
      {item('pointName', <Input maxLength={100} data-testid="measurement-point" />)}
      {item('value', <EditInput field={F('value')} options={[]} />, unit && t('siteSampling.measurementUnit', { unit }))}
      {item('durationMinutes', <EditInput field={F('durationMinutes')} options={[]} />, t('siteSampling.measurementExposureHint'))}
      {item('startTime', <EditInput field={F('startTime')} options={[]} />)}
      {item('endTime', <EditInput field={F('endTime')} options={[]} />)}
      {item('equipment', <Select allowClear options={instrumentOptions} placeholder={t('siteSampling.instrumentPlaceholder')} notFoundContent={t('siteSampling.noInstrument')} data-testid="measurement-equipment" />)}
      {item('remark', <Input.TextArea rows={2} maxLength={500} />)}
      <ReasonInput shown={needsReason} />
      <Space>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="measurement-save">
          {t('siteSampling.save')}
        </Button>
        <Button onClick={onCancel}>{t('siteSampling.cancel')}</Button>
      </Space>
    </Form>
  );
}
