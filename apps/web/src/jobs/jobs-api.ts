import type { ExportSourceContract, JobDto, PageResult, StartJobResponse } from '@ohit/contracts';
import type { QueryParams } from '../http/query';
import { http, request } from '../http/request';
import { readPage } from '../providers/data-provider';
import { jobsStore } from './jobs-store';

/** GET api/jobs: the user's own jobs, newest first. */
export async function loadJobs(size = 50): Promise<JobDto[]> {
  const raw = await http.get<PageResult<JobDto>>('api/jobs', { page: 0, size }, { silent: true });
  const jobs = readPage<JobDto>(raw).data;
  jobsStore.dispatch({ type: 'loaded', jobs });
  return jobs;
}

export function cancelJob(id: string): Promise<JobDto> {
  return http.post<JobDto>(`api/jobs/${encodeURIComponent(id)}/cancel`);
}

/** Saves a blob under `name` through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** GET api/jobs/:id/download → the export file, saved as the job's file name. */
export async function downloadJob(id: string, fileName: string | null): Promise<void> {
  const blob = await request<Blob>(`api/jobs/${encodeURIComponent(id)}/download`, { responseType: 'blob', timeoutMs: 10 * 60_000 });
  saveBlob(blob, fileName || `${id}.xlsx`);
}

/**
 * POST <source url>/export: a module's own list (an export source) as an export job of the
 * query the page shows, followed in the jobs drawer like a declared resource's.
 */
export async function startSourceExport(source: ExportSourceContract, query: QueryParams): Promise<StartJobResponse> {
  const started = await request<StartJobResponse>(`${source.url}/export`, { method: 'POST', params: query, body: {}, purpose: 'export' });
  jobsStore.dispatch({ type: 'started', jobId: started.jobId, jobType: 'export', resource: source.name });
  return started;
}
