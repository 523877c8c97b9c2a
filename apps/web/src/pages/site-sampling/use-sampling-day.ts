import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import type { ResourceRow } from '@ohit/contracts';
import { readDetailId } from '../../resources/detail/detail-id';
import { samplingApi } from './sampling-api';

export interface SamplingDayState {
  projectId: number | null;
  /** The day the page shows: the one its link names by code, else today's of the project (none yet: null). */
  day: ResourceRow | null;
  /** The project's days, newest first. */
  days: ResourceRow[];
  loading: boolean;
  /** The link names a day that is not there (or not visible to the user). */
  notFound: boolean;
  reload: () => Promise<void>;
  /** After a write answered the day as it is now. */
  setDay: (day: ResourceRow) => void;
}

/** The sampling day of the page's link (`belongProject`, `code`), and the other days of its project. */
export function useSamplingDay(): SamplingDayState {
  const [search] = useSearchParams();
  const projectId = readDetailId(search, 'belongProject');
  const code = search.get('code')?.trim() || null;
  // 新建采样单 of another date while today's exists
  const fresh = search.get('flag') === 'new';
  const [state, setState] = useState<{ day: ResourceRow | null; days: ResourceRow[]; loading: boolean; notFound: boolean }>({ day: null, days: [], loading: true, notFound: false });

  const load = useCallback(async () => {
    if (projectId === null) return setState({ day: null, days: [], loading: false, notFound: false });
    setState((s) => ({ ...s, loading: true }));
    const days = await samplingApi.days(projectId).catch(() => [] as ResourceRow[]);
    const today = dayjs().format('YYYY-MM-DD');
    const day = code ? (days.find((d) => d.code === code) ?? (await samplingApi.dayByCode(code).catch(() => null))) : fresh ? null : (days.find((d) => d.samplingDate === today) ?? null);
    setState({ day, days, loading: false, notFound: code !== null && day === null });
  }, [projectId, code, fresh]);

  useEffect(() => {
    void load();
  }, [load]);

  return {
    projectId,
    ...state,
    reload: load,
    setDay: (day) => setState((s) => ({ ...s, day, days: s.days.map((d) => (d.id === day.id ? day : d)) })),
  };
}
