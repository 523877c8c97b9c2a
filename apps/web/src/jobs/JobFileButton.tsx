import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { App, Button, Progress, Space, Typography } from 'antd';
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { JOB_EVENT, type JobDto, type JobProgressEvent, type StartJobResponse } from '@ohit/contracts';
import { http } from '../http/request';
import { realtime, useRealtimeEvent, useRealtimeResync } from '../realtime/realtime';
import { downloadJob } from './jobs-api';
import { isFinished, jobsStore, useJobs } from './jobs-store';
import { JOB_PDF_TEXT, type JobPdfText } from './job-pdf-text';

/** While the job runs and the socket is down, the job is polled instead (as the jobs drawer does). */
export const JOB_FILE_POLL_MS = 1500;

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

const readJob = (jobId: string) => http.get<JobDto>(`api/jobs/${encodeURIComponent(jobId)}`, undefined, { silent: true });

export interface JobFileButtonProps {
  /** Starts the job (the server's POST); its refusal is shown by the request layer. */
  start: () => Promise<StartJobResponse>;
  /** The job type and resource, as the jobs drawer lists the job. */
  jobType: string;
  resource: string;
  /** Prefix of the test ids (`<testId>`, `-generate`, `-progress`, `-download`, `-done`, `-failed`). */
  testId: string;
  disabled?: boolean;
  /** Once the job completed (a page reloads what the job wrote). */
  onCompleted?: () => void;
  text?: JobPdfText;
  /** The start button's icon (a PDF's unless given). */
  icon?: ReactNode;
}

/**
 * A button starting a job that produces a file (生成PDF): its progress live — the socket's `jobs`
 * events, or polling while the socket is down — the job also listed in the jobs drawer; when it is
 * done 下载PDF (the job's file), and on a failure the server's reason and 重新生成.
 */
export function JobFileButton({ start, jobType, resource, testId, disabled, onCompleted, text = JOB_PDF_TEXT, icon = <FilePdfOutlined /> }: JobFileButtonProps) {
  const T = text;
  const { message } = App.useApp();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const job = useJobs().jobs.find((j) => j.id === jobId);
  const running = !!jobId && (!job || !isFinished(job.status));

  const refresh = useCallback(async () => {
    if (!jobId) return;
    const dto = await readJob(jobId).catch(() => null);
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
    }, JOB_FILE_POLL_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);

  const completed = job?.status === 'completed';
  useEffect(() => {
    if (completed) onCompleted?.();
    // once per job: the callback may change identity between renders
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [completed, jobId]);

  const run = async () => {
    setStarting(true);
    try {
      const started = await start();
      jobsStore.dispatch({ type: 'started', jobId: started.jobId, jobType, resource });
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
    <Space direction="vertical" size={4} data-testid={testId}>
      <Space wrap>
        <Button icon={icon} loading={starting || running} disabled={disabled} onClick={() => void run()} data-testid={`${testId}-generate`}>
          {job && finished && job.status !== 'completed' ? T.regenerate : T.generate}
        </Button>
        {completed && (
          <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()} data-testid={`${testId}-download`}>
            {T.download}
          </Button>
        )}
      </Space>
      {job && !finished && (
        <div style={{ minWidth: 220 }} data-testid={`${testId}-progress`}>
          <Progress percent={job.progress} size="small" status="active" aria-valuenow={job.progress} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {job.status === 'queued' ? T.queued : T.running(job.progress)}
          </Typography.Text>
        </div>
      )}
      {completed && (
        <Typography.Text type="success" style={{ fontSize: 12 }} data-testid={`${testId}-done`}>
          {T.completed}
          {job.fileName ? `：${job.fileName}` : ''}
        </Typography.Text>
      )}
      {(job?.status === 'failed' || job?.status === 'cancelled') && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid={`${testId}-failed`}>
          {job.status === 'failed' ? T.failed : T.cancelled}
          {job.errors.length ? `：${job.errors.join('；')}` : ''}
        </Typography.Text>
      )}
    </Space>
  );
}
