import { type ReactNode, useMemo, useState } from 'react';
import { Button, Card, DatePicker, Form, Input, InputNumber, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type DaySampleView, fieldOf, type ResourceField, type ResourceRow, SAMPLING_RECORD, type UsableInstrumentView } from '@ohit/contracts';
import { t } from '../../i18n';
import { usePermission } from '../../permission/Permission';
import { rulesFor, toPayload } from '../../resources/form-model';
import { ui } from '../../ui/bridge';
import { sendOrKeep } from './offline-outbox';
import { ReasonInput } from './ReasonInput';
import { RecordPreview } from './RecordPreview';
import { useFormDraft } from './use-form-draft';

const F = (name: string): ResourceField => fieldOf(SAMPLING_RECORD, name) ?? { name, type: 'string', label: name };
const TIME_FIELDS = ['startTime', 'endTime'] as const;
const SHORT_KINDS = new Set(['STEL', 'MAC']);

type Values = Record<string, unknown>;

/** Form values → what the draft keeps (dates as ISO text) and back. */
const toDraft = (v: Values) => ({ ...toPayload(SAMPLING_RECORD, v), reason: v.reason ?? null });
const fromDraft = (d: Values) => {
  const out: Values = { ...d, reason: d.reason ?? undefined };
  for (const f of TIME_FIELDS) out[f] = typeof d[f] === 'string' ? dayjs(d[f] as string) : undefined;
  return out;
};

function initialValues(day: ResourceRow, record: ResourceRow | null): Values {
  if (!record) return { temperature: day.temperature, pressure: day.pressure };
  const out: Values = {};
  for (const name of ['pointName', 'workerName', 'equipment', 'shortDuration', 'flowBefore', 'flowAfter', 'temperature', 'pressure', 'remark']) out[name] = record[name] ?? undefined;
  for (const f of TIME_FIELDS) out[f] = record[f] ? dayjs(String(record[f])) : undefined;
  return out;
}

/** A decimal input that keeps exact text ("1.500"), big enough for a thumb. */
const Decimal = (props: { scale?: number; testId: string; value?: string; onChange?: (v: string | null) => void }) => (
  <InputNumber stringMode precision={props.scale} inputMode="decimal" style={{ width: '100%' }} value={props.value} onChange={props.onChange} data-testid={props.testId} />
);

/** A time picker with a 现在 button: a tap stamps the moment the pump starts or stops. */
function TimeInput({ value, onChange, nowLabel, testId }: { value?: Dayjs; onChange?: (v: Dayjs | null) => void; nowLabel: string; testId: string }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <DatePicker showTime={{ format: 'HH:mm:ss' }} format="YYYY-MM-DD HH:mm:ss" value={value} onChange={(v) => onChange?.(v)} style={{ width: '100%' }} inputReadOnly data-testid={testId} />
      <Button onClick={() => onChange?.(dayjs())} data-testid={`${testId}-now`}>
        {nowLabel}
      </Button>
    </Space.Compact>
  );
}

/**
 * One sample's record (pageSamplingTime): where or on whom, the instrument (usable ones only),
 * start and stop or a short sample's mm:ss, the flows, temperature and pressure (the day's by
 * default) and remarks; duration, Vt, V0 and the drift shown live. A blank needs only remarks.
 * Saved offline, the record waits in the outbox; what is typed survives a reload.
 */
export function SamplingRecordForm({
  day,
  sample,
  record,
  instruments,
  needsReason,
  onSaved,
}: {
  day: ResourceRow;
  sample: DaySampleView;
  record: ResourceRow | null;
  instruments: UsableInstrumentView[];
  needsReason: boolean;
  onSaved: (row: ResourceRow | null) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const mayWrite = usePermission([record ? 'liveSample:edit' : 'liveSample:add']);
  const initial = useMemo(() => initialValues(day, record), [day, record]);
  const draft = useFormDraft(`record-${String(day.id)}-${sample.id}`, form, { toDraft, fromDraft });
  const individual = sample.sampleType === 'individual';
  const short = SHORT_KINDS.has(String(sample.kind));

  const instrumentOptions = useMemo(() => {
    const options = instruments.map((i) => ({ value: i.id, label: `${i.name}（${i.code}）` }));
    // the record's instrument stays shown even if it is no longer usable (a change is checked by the server)
    if (record?.equipment && !options.some((o) => o.value === record.equipment)) options.push({ value: Number(record.equipment), label: `${String(record.equipmentName ?? '')}（${String(record.equipmentCode ?? '')}）` });
    return options;
  }, [instruments, record]);

  const save = async () => {
    const values = await form.validateFields();
    const { reason, ...fields } = values;
    const payload = toPayload(SAMPLING_RECORD, fields);
    const label = `样品 ${sample.code} ${t('siteSampling.record')}`;
    setSaving(true);
    try {
      const out = record
        ? await sendOrKeep<ResourceRow>({ label, method: 'PUT', path: 'api/samplingRecord/edit', body: { ...payload, id: record.id, version: record.version, reason: reason ?? null } })
        : await sendOrKeep<ResourceRow>({ label, method: 'POST', path: 'api/samplingRecord/add', body: { ...payload, samplingDay: day.id, sampleId: sample.id } });
      draft.clear();
      if (out.sent) ui.success(t('siteSampling.saved'));
      onSaved(out.sent ? out.result : null);
    } finally {
      setSaving(false);
    }
  };

  const item = (name: string, input: ReactNode, extra: Partial<ResourceField> = {}) => (
    <Form.Item name={name} label={F(name).label} rules={rulesFor({ ...F(name), ...extra })}>
      {input}
    </Form.Item>
  );

  return (
    <Card size="small" title={<>{sample.code} {sample.blank && <Tag color="purple">{t('siteSampling.blank')}</Tag>}</>} data-testid="sampling-record-form">
      <Typography.Paragraph type="secondary">
        {sample.hazard} · {[sample.workshop, sample.post].filter(Boolean).join(' / ')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" size="large" initialValues={initial} onValuesChange={draft.keep}>
        {!sample.blank && (
          <>
            {individual ? item('workerName', <Input maxLength={50} data-testid="record-worker" />) : item('pointName', <Input maxLength={100} data-testid="record-point" />)}
            {item('equipment', <Select options={instrumentOptions} placeholder={t('siteSampling.instrumentPlaceholder')} notFoundContent={t('siteSampling.noInstrument')} data-testid="record-equipment" />, { required: true })}
            {item('startTime', <TimeInput nowLabel={t('siteSampling.startNow')} testId="record-start" />, { required: !short })}
            {item('endTime', <TimeInput nowLabel={t('siteSampling.stopNow')} testId="record-end" />, { required: !short })}
            {short && item('shortDuration', <Input placeholder="15:00" maxLength={5} inputMode="numeric" data-testid="record-short-duration" />)}
            {item('flowBefore', <Decimal scale={3} testId="record-flow-before" />, { required: true })}
            {item('flowAfter', <Decimal scale={3} testId="record-flow-after" />, { required: true })}
            {item('temperature', <Decimal scale={1} testId="record-temperature" />, { required: true })}
            {item('pressure', <Decimal scale={2} testId="record-pressure" />, { required: true })}
            <RecordPreview form={form} />
          </>
        )}
        {item('remark', <Input.TextArea rows={2} maxLength={500} data-testid="record-remark" />)}
        <ReasonInput shown={needsReason} />
        {mayWrite && (
          <Button type="primary" block loading={saving} onClick={() => void save()} data-testid="record-save">
            {t('siteSampling.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
