import { useSyncExternalStore } from 'react';
import { FINISHED_JOB_STATUSES, jobResourceTitle, type JobDto, type JobProgressEvent, type JobStatus, type JobType } from '@ohit/contracts';

/** A job as the drawer shows it: the read model row, or what the socket has told so far. */
export type JobView = Pick<JobDto, 'id' | 'type' | 'resource' | 'title' | 'status' | 'progress' | 'rowsDone' | 'rowsTotal' | 'fileName' | 'errors'> & {
  createTime: string | null;
};

export interface JobsState {
  /** Newest first. */
  jobs: JobView[];
}

export type JobsAction =
  | { type: 'loaded'; jobs: JobDto[] }
  | { type: 'event'; event: JobProgressEvent }
  | { type: 'started'; jobId: string; jobType: JobType; resource: string; fileName?: string | null }
  | { type: 'clear' };

export const initialJobsState: JobsState = { jobs: [] };

export const isFinished = (status: JobStatus): boolean => FINISHED_JOB_STATUSES.includes(status);

const titleOf = (resource: string) => jobResourceTitle(resource);

/** Job statuses only move forward: a late 'running' event never undoes 'completed'. */
const RANK: Record<JobStatus, number> = { queued: 0, running: 1, completed: 2, failed: 2, cancelled: 2 };

function merge(prev: JobView | undefined, next: JobView): JobView {
  if (!prev) return next;
  if (RANK[next.status] < RANK[prev.status]) return prev;
  const progress = next.status === 'completed' ? 100 : isFinished(next.status) ? next.progress : Math.max(prev.progress, next.progress);
  return { ...prev, ...next, progress, title: next.title || prev.title, createTime: next.createTime ?? prev.createTime };
}

function fromDto(d: JobDto): JobView {
  return {
    id: d.id,
    type: d.type,
    resource: d.resource,
    title: d.title || titleOf(d.resource),
    status: d.status,
    progress: d.status === 'completed' ? 100 : d.progress,
    rowsDone: d.rowsDone,
    rowsTotal: d.rowsTotal,
    fileName: d.fileName,
    errors: d.errors ?? [],
    createTime: d.createTime,
  };
}

function fromEvent(e: JobProgressEvent): JobView {
  return {
    id: e.id,
    type: e.type,
    resource: e.resource,
    title: titleOf(e.resource),
    status: e.status,
    progress: e.status === 'completed' ? 100 : e.progress,
    rowsDone: e.rowsDone,
    rowsTotal: e.rowsTotal,
    fileName: e.fileName,
    errors: e.errors ?? [],
    createTime: null,
  };
}

function upsert(jobs: JobView[], next: JobView): JobView[] {
  const at = jobs.findIndex((j) => j.id === next.id);
  if (at < 0) return [next, ...jobs];
  const copy = jobs.slice();
  copy[at] = merge(jobs[at], next);
  return copy;
}

/** The jobs list: GET api/jobs answers, socket `jobs` events and jobs this tab just started. */
export function jobsReducer(state: JobsState, action: JobsAction): JobsState {
  switch (action.type) {
    case 'loaded': {
      const listed = action.jobs.map(fromDto);
      const known = new Map(state.jobs.map((j) => [j.id, j]));
      const merged = listed.map((j) => merge(known.get(j.id), j));
      const listedIds = new Set(listed.map((j) => j.id));
      // jobs the socket or this tab knows that the page did not include (newer than the answer)
      const extra = state.jobs.filter((j) => !listedIds.has(j.id) && !isFinished(j.status));
      return { jobs: [...extra, ...merged] };
    }
    case 'event':
      return { jobs: upsert(state.jobs, fromEvent(action.event)) };
    case 'started':
      if (state.jobs.some((j) => j.id === action.jobId)) return state;
      return {
        jobs: [
          {
            id: action.jobId,
            type: action.jobType,
            resource: action.resource,
            title: titleOf(action.resource),
            status: 'queued',
            progress: 0,
            rowsDone: 0,
            rowsTotal: null,
            fileName: action.fileName ?? null,
            errors: [],
            createTime: new Date().toISOString(),
          },
          ...state.jobs,
        ],
      };
    case 'clear':
      return initialJobsState;
    default:
      return state;
  }
}

/** Jobs that became finished between two states (for the completion notifications). */
export function newlyFinished(before: JobsState, after: JobsState): JobView[] {
  const prev = new Map(before.jobs.map((j) => [j.id, j]));
  return after.jobs.filter((j) => {
    if (!isFinished(j.status)) return false;
    const p = prev.get(j.id);
    return p ? !isFinished(p.status) : false;
  });
}

export function runningCount(state: JobsState): number {
  return state.jobs.filter((j) => !isFinished(j.status)).length;
}

// —— the app's one jobs store ——
let state: JobsState = initialJobsState;
const listeners = new Set<() => void>();
const finishedListeners = new Set<(job: JobView) => void>();

export const jobsStore = {
  get: (): JobsState => state,
  dispatch(action: JobsAction): void {
    const before = state;
    // a finished event for a job this tab never saw (it ran while the page loaded) still notifies
    const unseen =
      action.type === 'event' && isFinished(action.event.status) && !before.jobs.some((j) => j.id === action.event.id)
        ? action.event.id
        : null;
    state = jobsReducer(state, action);
    if (state === before) return;
    const done = newlyFinished(before, state);
    if (unseen) done.push(...state.jobs.filter((j) => j.id === unseen));
    listeners.forEach((l) => l());
    done.forEach((j) => finishedListeners.forEach((l) => l(j)));
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called once per job when it completes, fails or is cancelled. */
  onFinished(listener: (job: JobView) => void): () => void {
    finishedListeners.add(listener);
    return () => finishedListeners.delete(listener);
  },
};

export function useJobs(): JobsState {
  return useSyncExternalStore(jobsStore.subscribe, jobsStore.get, jobsStore.get);
}
