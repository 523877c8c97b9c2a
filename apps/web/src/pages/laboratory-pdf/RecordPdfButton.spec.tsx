import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { JOB_EVENT, type JobProgressEvent } from '@ohit/contracts';
import { jobsStore } from '../../jobs/jobs-store';
import { session } from '../../session/session-store';
import { registerUi } from '../../ui/bridge';
import { RecordPdfButton } from './RecordPdfButton';

// The app's socket, replaced: the spec says whether it is connected and emits the server's `jobs` events itself.
const socket = { status: 'connected', handlers: new Map<string, Set<(p: unknown) => void>>() };
jest.mock('../../realtime/realtime', () => {
  const { useEffect, useRef } = jest.requireActual<typeof import('react')>('react');
  return {
    realtime: {
      get status() {
        return socket.status;
      },
    },
    useRealtimeEvent(event: string, handler: (p: unknown) => void) {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        const fn = (p: unknown) => latest.current(p);
        const set = socket.handlers.get(event) ?? new Set();
        set.add(fn);
        socket.handlers.set(event, set);
        return () => void set.delete(fn);
      }, [event]);
    },
    useRealtimeResync: () => undefined,
  };
});

const emit = (event: JobProgressEvent) => act(() => socket.handlers.get(JOB_EVENT)?.forEach((h) => h(event)));
const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body), blob: async () => new Blob(['%PDF-1.7']) }) as unknown as Response;
const progress = (status: JobProgressEvent['status'], percent: number, extra: Partial<JobProgressEvent> = {}): JobProgressEvent => ({
  id: 'job-1',
  type: 'labRecordPdf',
  resource: 'labBatch',
  status,
  progress: percent,
  rowsDone: 0,
  rowsTotal: 4,
  fileName: null,
  errors: [],
  ...extra,
});
const FILE = 'JC-2026-0007 气相色谱法检测原始记录（第2版）.pdf';

describe('RecordPdfButton (生成PDF on a batch record)', () => {
  const fetchMock = jest.fn();
  let polled: JobProgressEvent[] = [];
  let restore: () => void;

  beforeEach(() => {
    jobsStore.dispatch({ type: 'clear' });
    socket.status = 'connected';
    polled = [];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/labBatch/7/recordPdf' && init.method === 'POST') return json(201, { jobId: 'job-1', status: 'queued' });
      if (url === '/api/jobs/job-1' && init.method === 'GET') {
        const next = polled.shift() ?? progress('running', 50);
        return json(200, { ...next, title: '检测批次', ownerId: 1, organizationId: 1, parameters: {}, attempts: 1, createTime: '', startTime: null, finishTime: null });
      }
      if (url === '/api/jobs/job-1/download') return json(200, {});
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  const renderButton = () =>
    render(
      <AntdApp>
        <RecordPdfButton batchId={7} />
      </AntdApp>,
    );

  it('starts the job, follows its live progress and then offers the PDF for download under its name', async () => {
    const createObjectURL = jest.fn(() => 'blob:pdf');
    Object.assign(globalThis.URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: /生成PDF/ }));
    expect(await screen.findByText('排队中…')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([u, i]) => u === '/api/labBatch/7/recordPdf' && (i as RequestInit).method === 'POST')).toHaveLength(1);
    // the job is in the jobs drawer's store too
    expect(jobsStore.get().jobs[0]).toMatchObject({ id: 'job-1', type: 'labRecordPdf', status: 'queued' });

    emit(progress('running', 50));
    expect(await screen.findByText('正在生成PDF（50%）')).toBeInTheDocument();
    expect(screen.getByTestId('record-pdf-progress').querySelector('[aria-valuenow="50"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /下载PDF/ })).toBeNull();

    emit(progress('completed', 100, { fileName: FILE }));
    expect(await screen.findByText(`PDF已生成：${FILE}`)).toBeInTheDocument();
    expect(screen.queryByTestId('record-pdf-progress')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /下载PDF/ }));
    expect(await screen.findByText('已开始下载')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([u]) => u === '/api/jobs/job-1/download')).toBe(true);
    // a connected socket is enough: nothing was polled
    expect(fetchMock.mock.calls.some(([u]) => u === '/api/jobs/job-1')).toBe(false);
  });

  it('polls the job while the socket is down, and shows why it failed with 重新生成', async () => {
    socket.status = 'stopped';
    polled = [progress('running', 25), progress('failed', 25, { errors: ['原始记录PDF生成失败，请稍后重试'] })];
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: /生成PDF/ }));
    expect(await screen.findByText('正在生成PDF（25%）')).toBeInTheDocument();
    expect(await screen.findByText('PDF生成失败：原始记录PDF生成失败，请稍后重试')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /下载PDF/ })).toBeNull();
    expect(screen.getByRole('button', { name: /重新生成/ })).toBeEnabled();
    const polls = fetchMock.mock.calls.filter(([u]) => u === '/api/jobs/job-1').length;
    await new Promise((r) => setTimeout(r, 1800));
    // finished: no more polling
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/jobs/job-1').length).toBe(polls);
    await waitFor(() => expect(jobsStore.get().jobs[0]).toMatchObject({ id: 'job-1', status: 'failed' }));
  });
});
