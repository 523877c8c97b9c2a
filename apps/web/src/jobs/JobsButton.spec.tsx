import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { JOB_EVENT, jobTypeDisplay, type JobDto, type JobProgressEvent } from '@ohit/contracts';
import { session } from '../session/session-store';
import { registerUi } from '../ui/bridge';
import JobsButton from './JobsButton';
import { jobsStore } from './jobs-store';

// The app's socket, replaced: the spec emits the server's `jobs` events itself.
const handlers = new Map<string, Set<(p: unknown) => void>>();
jest.mock('../realtime/realtime', () => {
  const { useEffect, useRef } = jest.requireActual<typeof import('react')>('react');
  return {
    realtime: { status: 'connected' },
    useRealtimeEvent(event: string, handler: (p: unknown) => void) {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        const fn = (p: unknown) => latest.current(p);
        const set = handlers.get(event) ?? new Set();
        set.add(fn);
        handlers.set(event, set);
        return () => void set.delete(fn);
      }, [event]);
    },
    useRealtimeResync: () => undefined,
  };
});

const emit = (event: JobProgressEvent) => act(() => handlers.get(JOB_EVENT)?.forEach((h) => h(event)));
const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const event = (over: Partial<JobProgressEvent>): JobProgressEvent => ({
  id: 'j1',
  type: 'export',
  resource: 'labBatch',
  status: 'running',
  progress: 50,
  rowsDone: 2,
  rowsTotal: 4,
  fileName: null,
  errors: [],
  ...over,
});

describe('the jobs drawer (导入导出任务) shows each job in its type’s words', () => {
  const fetchMock = jest.fn();
  let listed: Partial<JobDto>[];
  let restore: () => void;

  beforeEach(() => {
    jobsStore.dispatch({ type: 'clear' });
    listed = [];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/jobs?')) return json(200, { content: listed, totalElements: listed.length });
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  const renderDrawer = async () => {
    render(
      <AntdApp>
        <JobsButton />
      </AntdApp>,
    );
    fireEvent.click(screen.getByTestId('jobs-button'));
    return screen.findByTestId('jobs-drawer');
  };

  it('an original-record PDF counts 步, is labelled 原始记录PDF and announced as such — not as an export', async () => {
    const drawer = await renderDrawer();
    emit(event({ type: 'labRecordPdf', status: 'running', progress: 50, rowsDone: 2, rowsTotal: 4 }));
    const item = await within(drawer).findByTestId('job-item');
    expect(item).toHaveAttribute('data-type', 'labRecordPdf');
    expect(item).toHaveTextContent('原始记录PDF');
    expect(item).toHaveTextContent('2 / 4 步');
    expect(item).not.toHaveTextContent(/\d 行/);

    emit(event({ type: 'labRecordPdf', status: 'completed', progress: 100, rowsDone: 4, rowsTotal: 4, fileName: 'JC-2026-0007 原始记录.pdf' }));
    expect(await screen.findByText('原始记录PDF已生成')).toBeInTheDocument();
    expect(screen.queryByText('检测批次导出完成')).toBeNull();
    expect(within(drawer).getByTestId('job-item')).toHaveTextContent('4 / 4 步 · JC-2026-0007 原始记录.pdf');
    expect(within(drawer).getByTestId('job-download')).toBeInTheDocument();
  });

  it('a failed PDF keeps its reason open under its own heading', async () => {
    await renderDrawer();
    emit(event({ type: 'labRecordPdf', status: 'running' }));
    emit(event({ type: 'labRecordPdf', status: 'failed', errors: ['原始记录PDF生成失败，请稍后重试'] }));
    const notice = (await screen.findByText('原始记录PDF生成失败')).closest('.ant-notification-notice') as HTMLElement;
    expect(notice).toHaveTextContent('原始记录PDF生成失败，请稍后重试');
    expect(screen.queryByText(/导出失败/)).toBeNull();
  });

  it('an export still counts 行 and says 导出完成 with its title', async () => {
    listed = [{ id: 'e1', type: 'export', resource: 'inspectedUnit', title: '受检单位', status: 'running', progress: 40, rowsDone: 40, rowsTotal: 100, fileName: null, errors: [], createTime: '2026-03-01T00:00:00.000Z' }];
    const drawer = await renderDrawer();
    expect(await within(drawer).findByText('40 / 100 行')).toBeInTheDocument();
    emit(event({ id: 'e1', type: 'export', resource: 'inspectedUnit', status: 'completed', rowsDone: 100, rowsTotal: 100 }));
    expect(await screen.findByText('受检单位导出完成')).toBeInTheDocument();
  });

  it('an import that finished with rejected rows is announced as failed, every message listed', async () => {
    await renderDrawer();
    emit(event({ id: 'i1', type: 'import', resource: 'inspectedUnit', status: 'running' }));
    emit(event({ id: 'i1', type: 'import', resource: 'inspectedUnit', status: 'completed', errors: ['第2行：联系电话格式不正确', '第3行：单位名称不能为空'] }));
    const list = await screen.findByTestId('import-errors');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['第2行：联系电话格式不正确', '第3行：单位名称不能为空']);
    expect(screen.getByText('受检单位导入失败')).toBeInTheDocument();
    expect(screen.queryByText('导入成功')).toBeNull();
  });

  it('a type leaves out what it need not declare: 行 and “<title><label>完成”', () => {
    expect(jobTypeDisplay('export')).toEqual({ unit: '行', completed: '{title}导出完成', failed: '{title}导出失败', errorsAreInput: false });
    expect(jobTypeDisplay('labRecordPdf').unit).toBe('步');
  });
});
