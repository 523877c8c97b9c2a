import { useEffect, useState } from 'react';
import { App, Badge, Button, Drawer, Empty, List, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { CloudSyncOutlined, DownloadOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { JOB_EVENT, type JobProgressEvent, jobTypeDisplay, jobTypeLabel, jobTypeOf } from '@ohit/contracts';
import { DIALOG_WIDTHS } from '@ohit/domain';
import { t } from '../i18n';
import { realtime, useRealtimeEvent, useRealtimeResync } from '../realtime/realtime';
import { cancelJob, downloadJob, loadJobs } from './jobs-api';
import { isFinished, jobsStore, runningCount, useJobs, type JobView } from './jobs-store';

const STATUS_COLOR: Record<JobView['status'], string> = {
  queued: 'default',
  running: 'processing',
  completed: 'success',
  failed: 'error',
  cancelled: 'warning',
};

/** While jobs run and the socket is down, the list is polled instead. */
const POLL_MS = 3000;

function isProgressEvent(p: unknown): p is JobProgressEvent {
  return !!p && typeof p === 'object' && typeof (p as JobProgressEvent).id === 'string' && typeof (p as JobProgressEvent).status === 'string';
}

/** The job's count in the unit its type declares (行 of a file, 步 of a rendering). */
function rowsText(job: JobView): string {
  const { unit } = jobTypeDisplay(job.type);
  return job.rowsTotal ? t('jobs.rowsOf', { done: job.rowsDone, total: job.rowsTotal, unit }) : t('jobs.rows', { done: job.rowsDone, unit });
}

/** A message of the job's type with the job's title in it ('{title}导出完成' → 受检单位导出完成). */
const withTitle = (template: string, job: JobView) => template.replace(/\{title\}/g, job.title);

function JobItem({ job }: { job: JobView }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const finished = isFinished(job.status);
  const status = job.status === 'failed' ? 'exception' : job.status === 'completed' ? 'success' : finished ? 'normal' : 'active';
  return (
    <List.Item
      data-testid="job-item"
      data-job-id={job.id}
      data-status={job.status}
      data-type={job.type}
      actions={[
        !finished && (
          <Tooltip key="cancel" title={t('jobs.cancel')}>
            <Button
              size="small"
              icon={<StopOutlined />}
              aria-label={t('jobs.cancel')}
              loading={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  const dto = await cancelJob(job.id);
                  jobsStore.dispatch({ type: 'loaded', jobs: [dto] });
                } finally {
                  setBusy(false);
                }
              }}
            />
          </Tooltip>
        ),
        jobTypeOf(job.type)?.producesFile && job.status === 'completed' && (
          <Button
            key="download"
            size="small"
            type="primary"
            data-testid="job-download"
            icon={<DownloadOutlined />}
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await downloadJob(job.id, job.fileName);
                message.success(t('jobs.downloadSuccess'));
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('jobs.download')}
          </Button>
        ),
      ].filter(Boolean)}
    >
      <div style={{ width: '100%' }}>
        <Space size={4} wrap>
          <Typography.Text strong>{job.title}</Typography.Text>
          <Tag>{jobTypeLabel(job.type)}</Tag>
          <Tag color={STATUS_COLOR[job.status]} data-testid="job-status">{t(`jobs.${job.status}`)}</Tag>
        </Space>
        <Progress percent={job.progress} size="small" status={status} data-testid="job-progress" aria-valuenow={job.progress} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {rowsText(job)}
          {job.fileName ? ` · ${job.fileName}` : ''}
        </Typography.Text>
        {job.errors.length > 0 && (
          <ul style={{ margin: '4px 0 0', paddingLeft: 18, maxHeight: 120, overflow: 'auto', color: '#cf1322', fontSize: 12 }}>
            {job.errors.slice(0, 50).map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        )}
      </div>
    </List.Item>
  );
}

/**
 * The navbar's jobs button (badge = queued and running jobs) and its drawer: the user's jobs
 * (export, import, 原始记录PDF…) with live progress from socket.io (`jobs` events) counted in the
 * unit their type declares, cancel, download when done. A finished job is announced in its type's
 * words (jobTypeDisplay): an import's success as '导入成功', its rejected rows as a persistent
 * notification listing the server's messages (spec §8); any failure kept open with its reason.
 */
export default function JobsButton() {
  const { message, notification } = App.useApp();
  const state = useJobs();
  const [open, setOpen] = useState(false);
  const running = runningCount(state);

  useRealtimeEvent(JOB_EVENT, (payload) => {
    if (isProgressEvent(payload)) jobsStore.dispatch({ type: 'event', event: payload });
  });
  useRealtimeResync(() => void loadJobs().catch(() => undefined)); // progress may have been missed

  useEffect(() => {
    void loadJobs().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (running === 0) return;
    const timer = setInterval(() => {
      if (realtime.status !== 'connected') void loadJobs().catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(
    () =>
      jobsStore.onFinished((job) => {
        const display = jobTypeDisplay(job.type);
        const failed = job.status === 'failed' || (display.errorsAreInput && job.errors.length > 0);
        if (failed) {
          notification.error({
            key: `job-${job.id}`,
            message: withTitle(display.failed, job),
            description: display.errorsAreInput ? (
              <ul data-testid="import-errors" style={{ margin: 0, paddingLeft: 18, maxHeight: 300, overflow: 'auto' }}>
                {job.errors.map((e, i) => (
                  <li key={i}>{e}</li>
                ))}
              </ul>
            ) : (
              job.errors.join('；')
            ),
            duration: 0,
          });
        } else if (job.status === 'completed') {
          message.success(withTitle(display.completed, job));
        }
      }),
    [message, notification],
  );

  return (
    <>
      <Tooltip title={t('jobs.title')}>
        <Badge count={running} size="small" offset={[-4, 4]}>
          <Button type="text" data-testid="jobs-button" aria-label={t('jobs.title')} icon={<CloudSyncOutlined />} onClick={() => { setOpen(true); void loadJobs().catch(() => undefined); }} />
        </Badge>
      </Tooltip>
      <Drawer
        title={t('jobs.title')}
        open={open}
        onClose={() => setOpen(false)}
        width={DIALOG_WIDTHS.small}
        extra={<Button size="small" icon={<ReloadOutlined />} onClick={() => void loadJobs()}>{t('jobs.refresh')}</Button>}
        rootClassName="jobs-drawer"
      >
        <div data-testid="jobs-drawer">
          {state.jobs.length === 0 ? <Empty description={t('jobs.empty')} /> : <List dataSource={state.jobs} rowKey="id" renderItem={(job) => <JobItem job={job} />} />}
        </div>
      </Drawer>
    </>
  );
}
