import { useCallback, useEffect, useState } from 'react';
import { App, Button, Progress, Space, Typography } from 'antd';
import { DownloadOutlined, FileZipOutlined } from '@ant-design/icons';
import { ARCHIVE_ZIP_JOB, JOB_EVENT, type JobDto, type JobProgressEvent, PROJECT_ARCHIVE } from '@ohit/contracts';
import { http } from '../../http/request';
import { t } from '../../i18n';
import { downloadJob } from '../../jobs/jobs-api';
import { isFinished, jobsStore, useJobs } from '../../jobs/jobs-store';
import { realtime, useRealtimeEvent, useRealtimeResync } from '../../realtime/realtime';
import { archiveApi } from './archive-api';

/** While the job runs and the socket is down, the job is polled instead (as the jobs drawer does). */
export const ARCHIVE_ZIP_POLL_MS = 1500;

const isProgressEvent = (p: unknown): p is JobProgressEvent => !!p && typeof p === 'object' && typeof (p as JobProgressEvent).id === 'string' && typeof (p as JobProgressEvent).status === 'string';

const eventOf = (d: JobDto): JobProgressEvent => ({
  id: d.id,
  type: d.type,
  resource: d.resource,
  status: d.status,
  progress: d.progress,
  rowsDone: d.rowsDone,
  rowsTotal: d.rowsTotal,
  fileName: d.fileName,
  errors: d.errors ?? [],
});

/**
 * 打包下载 on an archive's page: starts the archiveZip job (POST api/archive/:id/zip), shows its
 * progress live — the socket's `jobs` events, or polling while the socket is down — the job also
 * listed in the jobs drawer; when it is done 下载压缩包 (the job's file); a failure shows the
 * server's reason and offers to pack again.
 */
export function ArchiveZipButton({ archiveId }: { archiveId: number }) {
  const { message } = App.useApp();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useJobs().jobs.find((j) => j.id === jobId);
  const running = !!jobId && (!job || !isFinished(job.status));

  const refresh = useCallback(async () => {
    if (!jobId) return;
    const dto = await http.get<JobDto>(`api/jobs/${encodeURIComponent(jobId)}`, undefined, { silent: true }).catch(() => null);
    if (dto) jobsStore.dispatch({ type: 'event', event: eventOf(dto) });
  }, [jobId]);

  useRealtimeEvent(JOB_EVENT, (payload) => {
    if (isProgressEvent(payload) && payload.id === jobId) jobsStore.dispatch({ type: 'event', event: payload });
  });
  useRealtimeResync(() => void refresh());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (realtime.status !== 'connected') void refresh();
    }, ARCHIVE_ZIP_POLL_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);

  const start = async () => {
    setStarting(true);
    try {
      const started = await archiveApi.zip(archiveId);
      jobsStore.dispatch({ type: 'started', jobId: started.jobId, jobType: ARCHIVE_ZIP_JOB.name, resource: PROJECT_ARCHIVE.name });
      setJobId(started.jobId);
    } catch {
      // the request layer has shown the server's message
    } finally {
      setStarting(false);
    }
  };

  const download = async () => {
    if (!job) return;
    try {
      await downloadJob(job.id, job.fileName);
      message.success(t('archive.zip.downloaded'));
    } catch {
      // shown by the request layer
    }
  };

  const finished = job && isFinished(job.status);
  return (
    <Space size={8} wrap data-testid="archive-zip">
      <Button icon={<FileZipOutlined />} loading={starting || running} onClick={() => void start()} data-testid="archive-zip-generate">
        {job && finished && job.status !== 'completed' ? t('archive.zip.regenerate') : t('archive.zip.generate')}
      </Button>
      {job && !finished && (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 220 }} data-testid="archive-zip-progress">
          <Progress percent={job.progress} size="small" status="active" style={{ width: 120, margin: 0 }} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {job.status === 'queued' ? t('archive.zip.queued') : t('archive.zip.running', { percent: job.progress })}
          </Typography.Text>
        </span>
      )}
      {job?.status === 'completed' && (
        <Button type="primary" icon={<DownloadOutlined />} onClick={() => void download()} data-testid="archive-zip-download">
          {t('archive.zip.download')}
        </Button>
      )}
      {(job?.status === 'failed' || job?.status === 'cancelled') && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="archive-zip-failed">
          {job.status === 'failed' ? t('archive.zip.failed') : t('archive.zip.cancelled')}
          {job.errors.length ? `：${job.errors.join('；')}` : ''}
        </Typography.Text>
      )}
    </Space>
  );
}
