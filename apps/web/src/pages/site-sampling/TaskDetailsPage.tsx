import { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { type ResourceField, type ResourceRow, SAMPLING_DAY, fieldOf } from '@ohit/contracts';
import { t } from '../../i18n';
import { Permission, usePermission } from '../../permission/Permission';
import { EditInput, useFieldOptions } from '../../resources/field-inputs';
import { rulesFor, toFormValues, toPayload } from '../../resources/form-model';
import { detailApi } from '../../resources/detail/detail-api';
import { ui } from '../../ui/bridge';
import { sendOrKeep } from './offline-outbox';
import { ReasonInput } from './ReasonInput';
import { useSamplingNavigate } from './sampling-links';
import { SamplingShell } from './SamplingShell';
import { useDaySignatures } from './use-day-signatures';
import { useFormDraft } from './use-form-draft';
import { useSamplingDay } from './use-sampling-day';

/** The day's conditions as the sampler fills them in, in the order of the paper form. */
const FORM_FIELDS = ['samplingDate', 'weather', 'temperature', 'humidity', 'pressure', 'productionLoad', 'facilitiesRunning', 'samplers', 'accompanyName', 'remark']
  .map((n) => fieldOf(SAMPLING_DAY, n))
  .filter((f): f is ResourceField => !!f);

const asDraft = (values: Record<string, unknown>) => ({ ...toPayload(SAMPLING_DAY, values), reason: values.reason ?? null });
const fromDraft = (draft: Record<string, unknown>) => ({ ...toFormValues(SAMPLING_DAY, draft), reason: draft.reason ?? undefined });

/**
 * 现场条件 (taskDetails, /siteSample/liveSample/condition): the day's weather, temperature,
 * humidity, pressure (numbers), production load and protective facilities; opens the day when
 * the project has none for the date. Typed values are kept on the phone until saved; saved
 * offline they wait in the outbox.
 */
export default function TaskDetailsPage() {
  const state = useSamplingDay();
  return (
    <SamplingShell state={state} page="taskDetails" needsDay={false}>
      {(day, projectId) => <ConditionsForm key={String(day?.id ?? 'new')} day={day} days={state.days} projectId={projectId} onSaved={state.setDay} />}
    </SamplingShell>
  );
}

function ConditionsForm({ day, days, projectId, onSaved }: { day: ResourceRow | null; days: ResourceRow[]; projectId: number; onSaved: (row: ResourceRow) => void }) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const optionsOf = useFieldOptions(SAMPLING_DAY);
  const go = useSamplingNavigate();
  const { needsReason } = useDaySignatures(day);
  const [saving, setSaving] = useState(false);
  const mayWrite = usePermission([day ? 'liveSample:edit' : 'liveSample:add']);
  const initial = useMemo(() => (day ? toFormValues(SAMPLING_DAY, day) : { ...toFormValues(SAMPLING_DAY, null), samplingDate: dayjs() }), [day]);
  const draft = useFormDraft(`day-${projectId}-${day?.id ?? 'new'}`, form, { toDraft: asDraft, fromDraft });

  const save = async () => {
    const values = await form.validateFields();
    const { reason, ...fields } = values;
    const payload = toPayload(SAMPLING_DAY, fields);
    setSaving(true);
    try {
      const body = day ? { ...payload, id: day.id, version: day.version, reason: reason ?? null } : { ...payload, belongProject: projectId };
      const label = `${String(payload.samplingDate ?? day?.samplingDate ?? '')} ${t('siteSampling.conditions')}`;
      const out = await sendOrKeep<ResourceRow>(day ? { label, method: 'PUT', path: 'api/samplingDay/edit', body } : { label, method: 'POST', path: 'api/samplingDay/add', body });
      draft.clear();
      if (!out.sent) return;
      ui.success(t('siteSampling.saved'));
      if (day) onSaved(out.result);
      else go('taskDetails', projectId, out.result);
    } finally {
      setSaving(false);
    }
  };

  const reopen = async () => {
    const reason = form.getFieldValue('reason');
    if (!day || !reason) return void form.validateFields(['reason']);
    onSaved(await detailApi.transition(SAMPLING_DAY, Number(day.id), 'reopen', { version: Number(day.version), reason }));
  };

  return (
    <>
      {days.length > 0 && (
        <Select
          style={{ width: '100%', marginBottom: 10 }}
          value={day?.id ?? 'new'}
          data-testid="sampling-day-select"
          options={[...days.map((d) => ({ value: d.id as number | string, label: `${String(d.samplingDate)}（${String(d.code)}）` })), { value: 'new', label: t('siteSampling.newDay') }]}
          onChange={(v) => go('taskDetails', projectId, v === 'new' ? null : (days.find((d) => d.id === v) ?? null), v === 'new' ? { flag: 'new' } : {})}
        />
      )}
      {!day && <Alert type="info" showIcon message={t('siteSampling.noDay')} style={{ marginBottom: 10 }} />}
      <Card size="small" title={t('siteSampling.conditions')}>
        <Form form={form} layout="vertical" size="large" initialValues={initial} onValuesChange={draft.keep} data-testid="sampling-conditions-form">
          {FORM_FIELDS.map((field) => (
            <Form.Item key={field.name} name={field.name} label={field.label} rules={rulesFor(field)}>
              <EditInput field={field} options={optionsOf(field)} {...(field.name === 'samplingDate' && day ? { disabled: true } : {})} />
            </Form.Item>
          ))}
          <ReasonInput shown={needsReason} />
          <Space direction="vertical" style={{ width: '100%' }}>
            {mayWrite && (
              <Button type="primary" block loading={saving} onClick={() => void save()} data-testid="sampling-conditions-save">
                {t('siteSampling.save')}
              </Button>
            )}
            {day?.state === 'submitted' && (
              <Permission codes={['liveSample:reopen']}>
                <Button block onClick={() => void reopen()} data-testid="sampling-reopen">
                  {t('siteSampling.reopen')}
                </Button>
              </Permission>
            )}
          </Space>
        </Form>
      </Card>
    </>
  );
}
