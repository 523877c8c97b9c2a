import { useEffect, useMemo, useState } from 'react';
import { Card, Empty, Tag, Typography } from 'antd';
import { type DaySampleView, optionLabel, RECORD_SAMPLE_KIND_OPTIONS, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { MeasurementsCard } from './MeasurementsCard';
import { samplingApi } from './sampling-api';
import { useSamplingNavigate } from './sampling-links';
import { SamplingShell } from './SamplingShell';
import { useSamplingDay } from './use-sampling-day';

const kindLabel = (kind: string | null) => (kind ? optionLabel({ name: 'kind', type: 'dictionary', label: '', options: RECORD_SAMPLE_KIND_OPTIONS }, kind) : '');

/** Which day of the plan a sampling day is: its place among the project's days by date (1-based). */
export function planDayOf(day: ResourceRow, days: readonly ResourceRow[]): number {
  const dates = [...new Set(days.map((d) => String(d.samplingDate)))].sort();
  const i = dates.indexOf(String(day.samplingDate));
  return i < 0 ? dates.length + 1 : i + 1;
}

function SampleCard({ sample, onOpen }: { sample: DaySampleView; onOpen: () => void }) {
  return (
    <Card size="small" hoverable className="sampling-card" onClick={onOpen} data-testid={`sampling-sample-${sample.code}`}>
      <Typography.Text strong>{sample.code}</Typography.Text>{' '}
      {sample.recordId ? <Tag color="green">{t('siteSampling.recorded')}</Tag> : <Tag>{t('siteSampling.pending')}</Tag>}
      {sample.blank && <Tag color="purple">{t('siteSampling.blank')}</Tag>}
      <div>
        {sample.hazard} {kindLabel(sample.kind)}
      </div>
      <Typography.Text type="secondary">{[sample.workshop, sample.post].filter(Boolean).join(' / ')}</Typography.Text>
    </Card>
  );
}

/**
 * 采样记录 (pageSampling): the samples of the plan's day for this date first, then the project's
 * other samples still to take; each opens its record (pageSamplingTime). Below them the day's noise
 * and heat measurements (物理因素测量), which need no planned sample.
 */
export default function PageSamplingPage() {
  const state = useSamplingDay();
  const go = useSamplingNavigate();
  const [samples, setSamples] = useState<DaySampleView[] | null>(null);
  const dayId = state.day ? Number(state.day.id) : null;
  useEffect(() => {
    if (dayId !== null) void samplingApi.samples(dayId).then(setSamples, () => setSamples([]));
  }, [dayId]);
  const planDay = state.day ? planDayOf(state.day, state.days) : 1;
  const [today, other] = useMemo(() => {
    const list = samples ?? [];
    return [list.filter((s) => s.day === planDay || s.recordId), list.filter((s) => s.day !== planDay && !s.recordId)];
  }, [samples, planDay]);
  return (
    <SamplingShell state={state} page="pageSampling">
      {(day, projectId) => {
        const open = (s: DaySampleView) => go('pageSamplingTime', projectId, day, { sample: s.id });
        const measurements = day && <MeasurementsCard day={day} samples={samples ?? []} />;
        if (samples && samples.length === 0)
          return (
            <>
              <Empty description={t('siteSampling.noSamples')} />
              {measurements}
            </>
          );
        return (
          <>
            <Typography.Title level={5}>{t('siteSampling.samplesOfDay', { day: planDay })}</Typography.Title>
            {today.map((s) => (
              <SampleCard key={s.id} sample={s} onOpen={() => open(s)} />
            ))}
            {other.length > 0 && <Typography.Title level={5}>{t('siteSampling.samplesOther')}</Typography.Title>}
            {other.map((s) => (
              <SampleCard key={s.id} sample={s} onOpen={() => open(s)} />
            ))}
            {measurements}
          </>
        );
      }}
    </SamplingShell>
  );
}
