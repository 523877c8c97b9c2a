import dayjs from 'dayjs';
import { isPastShelfLife } from '@ohit/domain';
import type { PendingSampleView } from './lab-api';

/** The samples of one method waiting for a batch. */
export interface PendingGroup {
  /** The method's id as text; '' for samples without a method (they cannot be composed). */
  key: string;
  method: PendingSampleView['method'];
  family: string | null;
  samples: PendingSampleView[];
  /** The distinct shelf-life deadlines of its samples, earliest first. */
  deadlines: DeadlineTag[];
}

export interface DeadlineTag {
  date: string;
  count: number;
  /** past: the deadline has gone; soon: within 3 days; ok otherwise. */
  urgency: 'past' | 'soon' | 'ok';
}

const SOON_DAYS = 3;

/** How urgent a deadline is on a day (YYYY-MM-DD). */
export function deadlineUrgency(deadline: string, today: string): DeadlineTag['urgency'] {
  if (isPastShelfLife(deadline, today)) return 'past';
  return dayjs(deadline).diff(dayjs(today), 'day') <= SOON_DAYS ? 'soon' : 'ok';
}

/** The waiting samples by method (the server's order: method name, then code); a group's deadlines with their counts. */
export function groupByMethod(samples: readonly PendingSampleView[], today = dayjs().format('YYYY-MM-DD')): PendingGroup[] {
  const groups = new Map<string, PendingGroup>();
  for (const s of samples) {
    const key = s.method ? String(s.method.id) : '';
    const group = groups.get(key) ?? { key, method: s.method, family: s.instrumentFamily, samples: [], deadlines: [] };
    group.samples.push(s);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const counts = new Map<string, number>();
    for (const s of group.samples) if (s.shelfLifeDeadline) counts.set(s.shelfLifeDeadline, (counts.get(s.shelfLifeDeadline) ?? 0) + 1);
    group.deadlines = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, count]) => ({ date, count, urgency: deadlineUrgency(date, today) }));
  }
  // samples without a method last: they wait for 指定检测方法
  return [...groups.values()].sort((a, b) => Number(a.key === '') - Number(b.key === ''));
}
