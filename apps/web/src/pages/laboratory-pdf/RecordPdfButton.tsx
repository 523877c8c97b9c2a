import { useCallback, useEffect, useState } from 'react';
import { App, Button, Progress, Space, Typography } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { JOB_EVENT, type JobDto, type JobProgressEvent, LAB_BATCH, LAB_RECORD_PDF_JOB } from '@ohit/contracts';
import { downloadJob } from '../../jobs/jobs-api';
import { isFinished, jobsStore, useJobs } from '../../jobs/jobs-store';
import { realtime, useRealtimeEvent, useRealtimeResync } from '../../realtime/realtime';
import { recordPdfApi } from './record-pdf-api';
import { RECORD_PDF_TEXT as T } from './record-pdf-text';

/** While the job runs and the socket is down, the job is polled instead (as the jobs drawer does). */
export const RECORD_PDF_POLL_MS = 1500;

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

export interface RecordPdfButtonProps {
  /** The batch (LAB_BATCH row id) whose original record is printed. */
  batchId: number;
  disabled?: boolean;
}

/**
 * 生成PDF on a batch's record page: starts the labRecordPdf job (POST api/labBatch/:id/recordPdf),
 * shows its progress live — the socket's `jobs` events, or polling while the socket is down — the
 * job also listed in the jobs drawer; when it is done offers 下载PDF (the job's file), and on a
 * failure shows the server's reason and offers to generate again.
 */
export function RecordPdfButton({ batchId, disabled }: RecordPdfButtonProps) {
  const { message } = App.useApp();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const job = useJobs().jobs.find((j) => j.id === jobId);
  const running = !!jobId && (!job || !isFinished(job.status));

  const refresh = useCallback(async () => {
    if (!jobId) return;
    const dto = await recordPdfApi.job(jobId).catch(() => null);
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
    }, RECORD_PDF_POLL_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);

  const start = async () => {
    setStarting(true);
    try {
      const started = await recordPdfApi.start(batchId);
      jobsStore.dispatch({ type: 'started', jobId: started.jobId, jobType: LAB_RECORD_PDF_JOB.name, resource: LAB_BATCH.name });
      setJobId(started.jobId);
    } catch {
      // the request layer has shown the server's message
    } finally {
      setStarting(false);
    }
  };

  const download = async () => {
    if (!job) return;
    setDownloading(true);
    try {
      await downloadJob(job.id, job.fileName);
      message.success(T.downloaded);
    } catch {
      // shown by the request layer
    } finally {
      setDownloading(false);
    }
  };

  const finished = job && isFinished(job.status);
  return (
    <Space direction="vertical" size={4} data-testid="record-pdf">
      <Space wrap>
        <Button icon={<FilePdfOutlined />} loading={starting || running} disabled={disabled} onClick={() => void start()} data-testid="record-pdf-generate">
          {job && finished && job.status !== 'completed' ? T.regenerate : T.generate}
        </Button>
        {job?.status === 'completed' && (
          <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()} data-testid="record-pdf-download">
            {T.download}
          </Button>
        )}
      </Space>
      {job && !finished && (
        <div style={{ minWidth: 220 }} data-testid="record-pdf-progress">
          <Progress percent={job.progress} size="small" status="active" aria-valuenow={job.progress} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {job.status === 'queued' ? T.queued : T.running(job.progress)}
          </Typography.Text>
        </div>
      )}
      {job?.status === 'completed' && (
        <Typography.Text type="success" style={{ fontSize: 12 }} data-testid="record-pdf-done">
          {T.completed}
          {job.fileName ? `：${job.fileName}` : ''}
        </Typography.Text>
      )}
      {(job?.status === 'failed' || job?.status === 'cancelled') && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="record-pdf-failed">
          {job.status === 'failed' ? T.failed : T.cancelled}
          {job.errors.length ? `：${job.errors.join('；')}` : ''}
        </Typography.Text>
      )}
    </Space>
  );
}

export default RecordPdfButton;
