import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import type { DaySampleView, ResourceRow, UsableInstrumentView } from '@ohit/contracts';
import { t } from '../../i18n';
import { readDetailId } from '../../resources/detail/detail-id';
import { samplingApi } from './sampling-api';
import { useSamplingNavigate } from './sampling-links';
import { SamplingRecordForm } from './SamplingRecordForm';
import { SamplingShell } from './SamplingShell';
import { useDaySignatures } from './use-day-signatures';
import { useSamplingDay } from './use-sampling-day';

interface Loaded {
  sample: DaySampleView | null;
  record: ResourceRow | null;
  instruments: UsableInstrumentView[];
}

/** 采样时间与流量 (pageSamplingTime): the record of the sample in the link (`sample`), on this day. */
export default function PageSamplingTimePage() {
  const state = useSamplingDay();
  const [search] = useSearchParams();
  const sampleId = readDetailId(search, 'sample');
  const go = useSamplingNavigate();
  const { needsReason } = useDaySignatures(state.day);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const dayId = state.day ? Number(state.day.id) : null;

  useEffect(() => {
    if (dayId === null) return;
    let live = true;
    void (async () => {
      const [samples, instruments] = await Promise.all([samplingApi.samples(dayId).catch(() => []), samplingApi.instruments(dayId).catch(() => [])]);
      const sample = samples.find((s) => s.id === sampleId) ?? null;
      const record = sample?.recordId ? await samplingApi.record(sample.recordId).catch(() => null) : null;
      if (live) setLoaded({ sample, record, instruments });
    })();
    return () => {
      live = false;
    };
  }, [dayId, sampleId]);

  return (
    <SamplingShell state={state} page="pageSampling">
      {(day, projectId) => {
        if (!day) return null;
        const back = () => go('pageSampling', projectId, day);
        if (!loaded) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
        if (!loaded.sample) return <Result status="404" title={t('siteSampling.noSamples')} extra={<Button onClick={back}>{t('siteSampling.back')}</Button>} />;
        return (
          <>
            <Button block onClick={back} style={{ marginBottom: 10 }} data-testid="record-back">
              {t('siteSampling.back')}
            </Button>
            <SamplingRecordForm key={`${loaded.sample.id}-${String(loaded.record?.version ?? 0)}`} day={day} sample={loaded.sample} record={loaded.record} instruments={loaded.instruments} needsReason={needsReason} onSaved={back} />
          </>
        );
      }}
    </SamplingShell>
  );
}
