import { useEffect, useState } from 'react';
import { Card, Empty, Table, Tag, Typography } from 'antd';
import type { JobDto, ProvincialExchangeView, ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { pushApi } from './push-api';

const OUTCOME_COLORS: Record<string, string> = { accepted: 'green', refused: 'red', transient: 'orange' };
const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** The push's last batch job: its status and the records done of the total (refreshed while it runs). */
export function PushJobProgress({ row }: { row: ResourceRow }) {
  const [job, setJob] = useState<JobDto | null>(null);
  const jobId = row.lastJobId ? String(row.lastJobId) : null;
  useEffect(() => {
    if (!jobId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      pushApi
        .job(jobId)
        .then((j) => {
          if (!live) return;
          setJob(j);
          if (j.status === 'queued' || j.status === 'running') timer = setTimeout(load, 1000);
        })
        .catch(() => undefined);
    void load();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [jobId, row.version]);
  if (!jobId || !job) return null;
  return (
    <span data-testid="push-job">
      <Tag color={job.status === 'completed' ? 'green' : job.status === 'failed' ? 'red' : 'processing'}>{t(`provincialPush.jobStatus.${job.status}`)}</Tag>
      {t('provincialPush.jobProgress', { done: job.rowsDone, total: job.rowsTotal ?? 0 })}
    </span>
  );
}

/** Every request and response of the push, newest first (the audit log), each with its outcome. */
export function PushExchanges({ id, revision = 0 }: { id: number; revision?: number }) {
  const [rows, setRows] = useState<ProvincialExchangeView[] | null>(null);
  useEffect(() => {
    let live = true;
    pushApi
      .exchanges(id)
      .then((r) => live && setRows(r))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [id, revision]);
  const c = (k: string) => t(`provincialPush.exchangeColumns.${k}`);
  return (
    <Card size="small" title={t('provincialPush.exchangesTitle')} data-testid="push-exchanges">
      {rows && rows.length === 0 ? (
        <Empty description={t('provincialPush.exchangesEmpty')} />
      ) : (
        <Table<ProvincialExchangeView>
          size="small"
          rowKey="id"
          loading={!rows}
          dataSource={rows ?? []}
          pagination={{ pageSize: 20 }}
          columns={[
            { key: 'attempt', title: c('attempt'), dataIndex: 'attempt', width: 60 },
            { key: 'startedAt', title: c('startedAt'), render: (_, x) => new Date(x.startedAt).toLocaleString('zh-CN'), width: 170 },
            { key: 'status', title: c('status'), render: (_, x) => x.status ?? '—', width: 80 },
            { key: 'outcome', title: c('outcome'), render: (_, x) => <Tag color={OUTCOME_COLORS[x.outcome]}>{t(`provincialPush.outcomes.${x.outcome}`)}</Tag>, width: 90 },
            { key: 'durationMs', title: c('durationMs'), dataIndex: 'durationMs', width: 90 },
            { key: 'request', title: c('request'), render: (_, x) => <Typography.Text code copyable={{ text: x.request }}>{clip(x.request)}</Typography.Text> },
            { key: 'response', title: c('response'), render: (_, x) => <Typography.Text code copyable={{ text: x.response }}>{clip(x.response)}</Typography.Text> },
          ]}
        />
      )}
    </Card>
  );
}
