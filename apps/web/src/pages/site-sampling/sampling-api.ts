import { type ChildCollection, type DaySampleView, type ProjectSampleView, type ResourceRow, SAMPLING_DAY, SAMPLING_RECORD, type UsableInstrumentView } from '@ohit/contracts';
import { http, request } from '../../http/request';
import { resourceApi } from '../../resources/resource-api';

/** A child collection of the sampling day (signatures, media), by name. */
export function childOf(name: string): ChildCollection {
  const child = SAMPLING_DAY.children?.find((c) => c.name === name);
  if (!child) throw new Error(`SAMPLING_DAY declares no child collection ${name}`);
  return child;
}

const dayBase = (id: number) => `api/samplingDay/${encodeURIComponent(String(id))}`;

/** The on-site sampling calls of the sampler's pages (failures are shown by the HTTP layer). */
export const samplingApi = {
  days: (projectId: number) => resourceApi(SAMPLING_DAY).list({ belongProject: projectId, size: 100, sort: 'samplingDate,desc' }).then((r) => r.rows),
  dayByCode: (code: string) => resourceApi(SAMPLING_DAY).list({ code, size: 10 }).then((r) => r.rows.find((d) => d.code === code) ?? null),
  day: (id: number) => http.get<ResourceRow>(dayBase(id)),
  records: (dayId: number) => resourceApi(SAMPLING_RECORD).list({ samplingDay: dayId, size: 1000, sort: 'id,asc' }).then((r) => r.rows),
  record: (id: number) => http.get<ResourceRow>(`api/samplingRecord/${encodeURIComponent(String(id))}`),
  samples: (dayId: number) => http.get<DaySampleView[]>(`${dayBase(dayId)}/samples`),
  instruments: (dayId: number) => http.get<UsableInstrumentView[]>(`${dayBase(dayId)}/instruments`),
  projectSamples: (projectId: number) => http.get<ProjectSampleView[]>(`api/project/${encodeURIComponent(String(projectId))}/samples`),
  /** A project's name and code when the user may read projects (nothing said otherwise: the page shows what it has). */
  project: (id: number) => request<ResourceRow>(`api/project/${encodeURIComponent(String(id))}`, { silent: true }).catch(() => null),
  /** Projects in 现场采样中 the user may read (for the sampler's start page). */
  samplingProjects: () =>
    request<{ content?: ResourceRow[] }>('api/project', { params: { state: 'sampling', size: 200, sort: 'id,desc' }, purpose: 'list', silent: true })
      .then((p) => p.content ?? [])
      .catch(() => [] as ResourceRow[]),
};
