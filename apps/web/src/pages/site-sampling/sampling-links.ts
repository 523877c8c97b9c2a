import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { MenuRoute, ResourceRow } from '@ohit/contracts';
import { buildQuery } from '../../http/query';
import { pathOfNamedRoute } from '../../resources/detail-route';
import { useSession } from '../../session/session-store';

/** The sampler's pages (hidden routes of the menu catalogue, spec /siteSample/liveSample/condition → …). */
export const SAMPLING_PAGES = {
  taskDetails: 'liveSampleTaskDetails',
  pageSampling: 'liveSamplePageSampling',
  pageSamplingTime: 'liveSamplePageSamplingTime',
  projectSign: 'liveSampleProjectSign',
  projectMedia: 'liveSampleProjectMedia',
} as const;

export type SamplingPage = keyof typeof SAMPLING_PAGES;

/** Where a page of a day lives: its route and the spec's query fields (the project, the day's code), plus extras (a sample). */
export function samplingLocation(menus: readonly MenuRoute[], page: SamplingPage, projectId: number, day: ResourceRow | null, extra: Record<string, string | number> = {}): string {
  const name = SAMPLING_PAGES[page];
  const path = pathOfNamedRoute(menus, name) ?? `/${name}`;
  const qs = buildQuery({ belongProject: projectId, code: day ? String(day.code) : null, ...extra });
  return qs ? `${path}?${qs}` : path;
}

export function useSamplingNavigate() {
  const navigate = useNavigate();
  const { menus } = useSession();
  return useCallback(
    (page: SamplingPage, projectId: number, day: ResourceRow | null, extra?: Record<string, string | number>) => navigate(samplingLocation(menus, page, projectId, day, extra)),
    [menus, navigate],
  );
}
