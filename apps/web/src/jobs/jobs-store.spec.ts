import type { JobDto, JobProgressEvent } from '@ohit/contracts';
import { initialJobsState, jobsReducer, jobsStore, newlyFinished, runningCount, type JobsState } from './jobs-store';

const event = (over: Partial<JobProgressEvent> = {}): JobProgressEvent => ({
  id: 'j1',
  type: 'import',
  resource: 'inspectedUnit',
  status: 'running',
  progress: 10,
  rowsDone: 10,
  rowsTotal: 100,
  fileName: null,
  errors: [],
  ...over,
});

const dto = (over: Partial<JobDto> = {}): JobDto => ({
  id: 'j1',
  type: 'export',
  resource: 'equipment',
  title: '设备台账',
  status: 'completed',
  progress: 100,
  rowsDone: 5,
  rowsTotal: 5,
  ownerId: 1,
  organizationId: 1,
  parameters: {},
  fileName: '20240101000000设备台账数据.xlsx',
  errors: [],
  attempts: 1,
  createTime: '2024-01-01T00:00:00.000Z',
  startTime: null,
  finishTime: null,
  ...over,
});

describe('jobs reducer', () => {
  it('a started job is queued at the top; its socket events move the progress forward', () => {
    let s = jobsReducer(initialJobsState, { type: 'started', jobId: 'j1', jobType: 'import', resource: 'inspectedUnit' });
    expect(s.jobs[0]).toMatchObject({ id: 'j1', status: 'queued', progress: 0, title: '受检单位' });
    expect(runningCount(s)).toBe(1);
    s = jobsReducer(s, { type: 'event', event: event({ progress: 40 }) });
    expect(s.jobs[0]).toMatchObject({ status: 'running', progress: 40, rowsDone: 10 });
    s = jobsReducer(s, { type: 'event', event: event({ status: 'completed', progress: 99, rowsDone: 100 }) });
    expect(s.jobs[0]).toMatchObject({ status: 'completed', progress: 100 });
    expect(runningCount(s)).toBe(0);
  });

  it('never goes back: a late running event after completion, or lower progress, is ignored', () => {
    let s = jobsReducer(initialJobsState, { type: 'event', event: event({ status: 'completed', progress: 100 }) });
    s = jobsReducer(s, { type: 'event', event: event({ status: 'running', progress: 50 }) });
    expect(s.jobs[0]).toMatchObject({ status: 'completed', progress: 100 });
    let r = jobsReducer(initialJobsState, { type: 'event', event: event({ progress: 60 }) });
    r = jobsReducer(r, { type: 'event', event: event({ progress: 30 }) });
    expect(r.jobs[0]!.progress).toBe(60);
  });

  it('an unknown job from the socket is added; the started action does not duplicate it', () => {
    let s = jobsReducer(initialJobsState, { type: 'event', event: event({ id: 'j9' }) });
    s = jobsReducer(s, { type: 'started', jobId: 'j9', jobType: 'import', resource: 'inspectedUnit' });
    expect(s.jobs).toHaveLength(1);
    expect(s.jobs[0]!.status).toBe('running');
  });

  it('the loaded list replaces finished jobs but keeps running ones it did not include', () => {
    let s: JobsState = jobsReducer(initialJobsState, { type: 'started', jobId: 'new', jobType: 'export', resource: 'equipment' });
    s = jobsReducer(s, { type: 'loaded', jobs: [dto({ id: 'old' })] });
    expect(s.jobs.map((j) => j.id)).toEqual(['new', 'old']);
    expect(s.jobs[1]).toMatchObject({ fileName: '20240101000000设备台账数据.xlsx', status: 'completed' });
  });

  it('newlyFinished names jobs that just completed, failed or were cancelled', () => {
    const a = jobsReducer(initialJobsState, { type: 'event', event: event() });
    const b = jobsReducer(a, { type: 'event', event: event({ status: 'failed', errors: ['第2行第1列：单位名称不能为空'] }) });
    expect(newlyFinished(a, b).map((j) => [j.id, j.status, j.errors])).toEqual([['j1', 'failed', ['第2行第1列：单位名称不能为空']]]);
    expect(newlyFinished(b, b)).toEqual([]);
  });

  it('the store calls finished listeners once per finished job (also when first seen finished)', () => {
    const seen: string[] = [];
    const off = jobsStore.onFinished((j) => seen.push(`${j.id}:${j.status}`));
    jobsStore.dispatch({ type: 'clear' });
    jobsStore.dispatch({ type: 'event', event: event({ id: 'x1' }) });
    jobsStore.dispatch({ type: 'event', event: event({ id: 'x1', status: 'completed' }) });
    jobsStore.dispatch({ type: 'event', event: event({ id: 'x1', status: 'completed' }) });
    jobsStore.dispatch({ type: 'event', event: event({ id: 'x2', status: 'cancelled' }) });
    off();
    expect(seen).toEqual(['x1:completed', 'x2:cancelled']);
  });
});
