import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Card, DatePicker, Empty, Form, Input, InputNumber, Result, Select, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { ADJUSTMENT_KIND_OPTIONS, BLANK_TYPE_OPTIONS, fieldOf, MAX_ADJUSTMENT_COUNT, optionLabel, PROJECT_ADJUSTMENT, type ProjectSampleView, type ResourceField, type ResourceRow } from '@ohit/contracts';
import { http } from '../../http/request';
import { t } from '../../i18n';
import { readDetailId } from '../../resources/detail/detail-id';
import { resourceApi } from '../../resources/resource-api';
import { ui } from '../../ui/bridge';
import { samplingApi } from './sampling-api';
import './site-sampling.css';

const F = (name: string): ResourceField => fieldOf(PROJECT_ADJUSTMENT, name) ?? { name, type: 'string', label: name };
const KIND = F('kind');

export type AdjustmentKind = 'resample' | 'changePoint' | 'blank';
type Kind = AdjustmentKind;

/** One adjustment as a card: what, when, why, and the sample codes it added. */
function AdjustmentCard({ row }: { row: ResourceRow }) {
  return (
    <Card size="small" className="sampling-card" data-testid={`adjustment-${String(row.id)}`}>
      <Tag>{optionLabel(KIND, row.kind)}</Tag> {String(row.adjustDate ?? '')}
      {row.sampleCode ? <div>{`${F('sampleCode').label}：${String(row.sampleCode)}`}</div> : null}
      {row.kind === 'changePoint' ? <div>{`${String(row.originalPoint ?? '')} → ${String(row.newPoint ?? '')}`}</div> : null}
      {row.kind === 'blank' ? <div>{`${optionLabel(F('blankType'), row.blankType)} ${String(row.hazard ?? '')} × ${String(row.count)}`}</div> : null}
      {row.addedCodes ? <div>{`${t('siteSampling.addedCodes')}：${String(row.addedCodes)}`}</div> : null}
      <Typography.Text type="secondary">{String(row.reason ?? '')}</Typography.Text>
    </Card>
  );
}

/**
 * A project's adjustments of the given kinds (项目调整, /siteSample/projectAdjustment/blkSampleInfo):
 * the list and a one-column form to add one. 补采 and 空白样 add samples numbered like the plan's.
 */
export function AdjustmentPanel({ kinds, testId }: { kinds: readonly Kind[]; testId: string }) {
  const [search] = useSearchParams();
  const projectId = readDetailId(search, 'belongProject');
  const [rows, setRows] = useState<ResourceRow[]>([]);
  const [samples, setSamples] = useState<ProjectSampleView[]>([]);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const kind = (Form.useWatch('kind', form) as Kind | undefined) ?? kinds[0];

  const reload = useCallback(async () => {
    if (projectId === null) return;
    const [list, all] = await Promise.all([
      resourceApi(PROJECT_ADJUSTMENT).list({ belongProject: projectId, kind: kinds, size: 500, sort: 'id,desc' }).then((r) => r.rows).catch(() => [] as ResourceRow[]),
      samplingApi.projectSamples(projectId).catch(() => [] as ProjectSampleView[]),
    ]);
    setRows(list);
    setSamples(all);
  }, [projectId, kinds]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const hazards = useMemo(() => [...new Set(samples.map((s) => s.hazard))], [samples]);
  const blanks = samples.filter((s) => s.blank);

  if (projectId === null) return <Result status="warning" title={t('siteSampling.missingProject')} />;

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await http.post(`${PROJECT_ADJUSTMENT.url}/add`, {
        belongProject: projectId,
        kind: v.kind,
        adjustDate: dayjs.isDayjs(v.adjustDate) ? v.adjustDate.format('YYYY-MM-DD') : v.adjustDate,
        sampleId: v.sampleId ?? null,
        hazard: v.hazard ?? null,
        count: v.count ?? 0,
        originalPoint: v.originalPoint ?? null,
        newPoint: v.newPoint ?? null,
        blankType: v.blankType ?? null,
        reason: v.reason,
      });
      ui.success(t('siteSampling.saved'));
      form.resetFields(['sampleId', 'count', 'originalPoint', 'newPoint', 'reason']);
      await reload();
    } finally {
      setSaving(false);
    }
  };

  const required = (name: string) => [{ required: true, message: `${F(name).label}不能为空` }];

  return (
    <div className="sampling-mobile" data-testid={testId}>
      {kinds.includes('blank') && (
        <Card size="small" className="sampling-card" title={t('siteSampling.blankSamples')}>
          {blanks.length === 0 ? <Empty /> : blanks.map((s) => <Tag key={s.id}>{`${s.code} ${s.hazard}`}</Tag>)}
        </Card>
      )}
      <Card size="small" className="sampling-card" title={t('siteSampling.addAdjustment')}>
        <Form form={form} layout="vertical" size="large" initialValues={{ kind: kinds[0], adjustDate: dayjs(), count: 1, blankType: 'field' }}>
          <Form.Item name="kind" label={KIND.label} rules={required('kind')} hidden={kinds.length === 1}>
            <Select options={ADJUSTMENT_KIND_OPTIONS.filter((o) => kinds.includes(o.value as Kind))} data-testid="adjustment-kind" />
          </Form.Item>
          <Form.Item name="adjustDate" label={F('adjustDate').label} rules={required('adjustDate')}>
            <DatePicker style={{ width: '100%' }} inputReadOnly />
          </Form.Item>
          {kind === 'resample' && (
            <Form.Item name="sampleId" label={t('siteSampling.originalSample')} rules={required('sampleId')}>
              <Select showSearch optionFilterProp="label" options={samples.filter((s) => !s.blank).map((s) => ({ value: s.id, label: `${s.code} ${s.hazard}` }))} data-testid="adjustment-sample" />
            </Form.Item>
          )}
          {kind === 'blank' && (
            <>
              <Form.Item name="blankType" label={F('blankType').label} rules={required('blankType')}>
                <Select options={BLANK_TYPE_OPTIONS} />
              </Form.Item>
              <Form.Item name="hazard" label={F('hazard').label} rules={required('hazard')}>
                <Select options={hazards.map((h) => ({ value: h, label: h }))} data-testid="adjustment-hazard" />
              </Form.Item>
            </>
          )}
          {kind !== 'changePoint' && (
            <Form.Item name="count" label={F('count').label} rules={required('count')}>
              <InputNumber min={1} max={MAX_ADJUSTMENT_COUNT} precision={0} style={{ width: '100%' }} data-testid="adjustment-count" />
            </Form.Item>
          )}
          {kind === 'changePoint' && (
            <>
              <Form.Item name="originalPoint" label={F('originalPoint').label} rules={required('originalPoint')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="newPoint" label={F('newPoint').label} rules={required('newPoint')}>
                <Input maxLength={100} />
              </Form.Item>
            </>
          )}
          <Form.Item name="reason" label={F('reason').label} rules={[{ required: true, whitespace: true, message: `${F('reason').label}不能为空` }]}>
            <Input.TextArea rows={2} maxLength={500} data-testid="adjustment-reason" />
          </Form.Item>
          <Button type="primary" block loading={saving} onClick={() => void save()} data-testid="adjustment-save">
            {t('siteSampling.save')}
          </Button>
        </Form>
      </Card>
      {rows.length === 0 ? <Empty /> : rows.map((r) => <AdjustmentCard key={String(r.id)} row={r} />)}
    </div>
  );
}
