import { type ReactNode, useEffect, useState } from 'react';
import { Alert, Button, Card, Result, Space, Spin, Tag, Typography } from 'antd';
import { fieldOf, optionLabel, type ResourceField, type ResourceRow, SAMPLING_DAY } from '@ohit/contracts';
import { t } from '../../i18n';
import { useOutbox } from './offline-outbox';
import { samplingApi } from './sampling-api';
import { type SamplingPage, useSamplingNavigate } from './sampling-links';
import type { SamplingDayState } from './use-sampling-day';
import './site-sampling.css';

const TABS: { page: SamplingPage; label: string }[] = [
  { page: 'taskDetails', label: t('siteSampling.tabConditions') },
  { page: 'pageSampling', label: t('siteSampling.tabSamples') },
  { page: 'projectMedia', label: t('siteSampling.tabMedia') },
  { page: 'projectSign', label: t('siteSampling.tabSign') },
];

const STATE_FIELD: ResourceField = fieldOf(SAMPLING_DAY, 'state') ?? { name: 'state', type: 'dictionary', label: '' };

/** The writes kept on this phone, with the server's refusals, until sent or discarded. */
export function OutboxBanner({ onSent }: { onSent?: () => void }) {
  const { entries, flush, discard } = useOutbox(onSent);
  if (entries.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="sampling-outbox"
      style={{ marginBottom: 10 }}
      message={`${t('siteSampling.outboxTitle')}：${entries.length}`}
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          {entries.map((e) => (
            <div key={e.id}>
              <Typography.Text>{e.label}</Typography.Text>
              {e.refused && (
                <div>
                  <Typography.Text type="danger">{t('siteSampling.outboxRefused', { message: e.refused })}</Typography.Text>{' '}
                  <Button size="small" danger onClick={() => discard(e.id)}>
                    {t('siteSampling.outboxDiscard')}
                  </Button>
                </div>
              )}
            </div>
          ))}
          <Button type="primary" block onClick={() => void flush()} data-testid="sampling-outbox-send">
            {t('siteSampling.outboxSend')}
          </Button>
        </Space>
      }
    />
  );
}

/** The header of a day (project, date, code, state) and the tabs between its pages. */
function DayHeader({ projectId, day, current }: { projectId: number; day: ResourceRow | null; current: SamplingPage }) {
  const go = useSamplingNavigate();
  // before its first day the page knows the project only by id: its name when the user may read projects
  const [project, setProject] = useState<ResourceRow | null>(null);
  useEffect(() => {
    if (!day) void samplingApi.project(projectId).then(setProject);
  }, [day, projectId]);
  return (
    <>
      <Card size="small" className="sampling-card" data-testid="sampling-day-header">
        <Typography.Text strong>{String(day?.belongProjectName ?? project?.name ?? '')}</Typography.Text>{' '}
        {!day && project && <Typography.Text type="secondary">{String(project.code)}</Typography.Text>}
        {day && (
          <>
            <Typography.Text type="secondary">{String(day.projectCode ?? '')}</Typography.Text>
            <div>
              {String(day.samplingDate)} · {String(day.code)}{' '}
              <Tag color={day.state === 'submitted' ? 'green' : 'processing'} data-testid="sampling-day-state">
                {optionLabel(STATE_FIELD, day.state)}
              </Tag>
            </div>
          </>
        )}
      </Card>
      {day && (
        <nav className="sampling-nav">
          {TABS.map((tab) => (
            <Button key={tab.page} type={tab.page === current ? 'primary' : 'default'} onClick={() => go(tab.page, projectId, day)} data-testid={`sampling-tab-${tab.page}`}>
              {tab.label}
            </Button>
          ))}
        </nav>
      )}
    </>
  );
}

/** A sampler's page of one day: header, tabs, the kept writes, then the page itself once the day is known. */
export function SamplingShell({ state, page, children, needsDay = true }: { state: SamplingDayState; page: SamplingPage; children: (day: ResourceRow | null, projectId: number) => ReactNode; needsDay?: boolean }) {
  if (state.projectId === null) return <Result status="warning" title={t('siteSampling.missingProject')} />;
  if (state.loading && !state.day) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (state.notFound || (needsDay && !state.day)) return <Result status="404" title={t('siteSampling.dayNotFound')} />;
  return (
    <div className="sampling-mobile" data-testid={`sampling-page-${page}`}>
      <DayHeader projectId={state.projectId} day={state.day} current={page} />
      <OutboxBanner onSent={() => void state.reload()} />
      {children(state.day, state.projectId)}
    </div>
  );
}
