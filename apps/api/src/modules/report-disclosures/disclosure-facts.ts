import { DISCLOSURE_MAX_PHOTOS, type DisclosureAccompanyingPerson, type DisclosureFacts, type DisclosurePhoto } from '@ohit/contracts';

// Pure (no Nest, no database): a disclosure's facts from what was read of the report and its project.

/** What is read for a report's disclosure (DisclosureSources.read). */
export interface DisclosureSourceData {
  organisationName: string;
  employer: DisclosureFacts['employer'];
  project: DisclosureFacts['project'];
  report: DisclosureFacts['report'];
  /** The report's compiled content (the team, the conclusion text, the posts' conclusions), as stored with the version. */
  content: {
    team?: { name: string; role: string }[];
    conclusionText?: string;
    postConclusions?: { workshop: string | null; post: string | null; conclusion: string }[];
  };
  survey: { date: string | null; surveyors: string | null; accompanyName: string | null; accompanyPosition: string | null } | null;
  samplingDays: { date: string; samplers: string | null; accompanyName: string | null; accompanySigners: string[] }[];
  /** One row per analysed batch of the project's tested samples: the analyst (null when not recorded) and the day. */
  analyses: { analyst: string | null; date: string | null }[];
  /** Every photo of the project's sampling days, in the order they were taken (day, then upload). */
  photos: DisclosurePhoto[];
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** The people a free-text field names (采样人员 "张三、李四", "王五,赵六"), each once. */
export function splitPeople(text: string | null | undefined): string[] {
  return unique(
    String(text ?? '')
      .split(/[,，、;；/\s]+/)
      .map((p) => p.trim())
      .filter(Boolean),
  );
}

/**
 * The photos a disclosure shows, at most `max`: first one per sampling point and day (so every
 * place is seen), then the others as taken; shown in the order they were taken.
 */
export function selectPhotos(photos: readonly DisclosurePhoto[], max = DISCLOSURE_MAX_PHOTOS): DisclosurePhoto[] {
  const seen = new Set<string>();
  const first: number[] = [];
  const rest: number[] = [];
  photos.forEach((p, i) => {
    const key = JSON.stringify([p.date, p.point]);
    if (seen.has(key)) rest.push(i);
    else {
      seen.add(key);
      first.push(i);
    }
  });
  const chosen = new Set([...first, ...rest].slice(0, Math.max(0, max)));
  return photos.filter((_, i) => chosen.has(i));
}

/** The employer's people who accompanied the survey and the sampling days, each once with every occasion. */
export function accompanyingPeople(s: Pick<DisclosureSourceData, 'survey' | 'samplingDays'>): DisclosureAccompanyingPerson[] {
  const byName = new Map<string, DisclosureAccompanyingPerson>();
  const add = (name: string | null, position: string | null, activity: '现场调查' | '现场采样', date: string | null) => {
    const key = name?.trim();
    if (!key) return;
    const person = byName.get(key) ?? { name: key, position: null, occasions: [] };
    person.position ??= position?.trim() || null;
    if (!person.occasions.some((o) => o.activity === activity && o.date === date)) person.occasions.push({ activity, date });
    byName.set(key, person);
  };
  if (s.survey) add(s.survey.accompanyName, s.survey.accompanyPosition, '现场调查', s.survey.date);
  for (const day of [...s.samplingDays].sort((a, b) => a.date.localeCompare(b.date))) {
    add(day.accompanyName, null, '现场采样', day.date);
    for (const signer of day.accompanySigners) add(signer, null, '现场采样', day.date);
  }
  return [...byName.values()];
}

/** Each analyst with the days their batches were analysed, in the order they first tested. */
export function laboratoryPeople(analyses: DisclosureSourceData['analyses']): DisclosureFacts['laboratory'] {
  const byName = new Map<string, string[]>();
  const sorted = [...analyses].sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  for (const a of sorted) {
    const name = a.analyst?.trim();
    if (!name) continue;
    const dates = byName.get(name) ?? [];
    if (a.date && !dates.includes(a.date)) dates.push(a.date);
    byName.set(name, dates);
  }
  return [...byName.entries()].map(([name, dates]) => ({ name, dates }));
}

/** The facts a report's disclosure publishes, from its sources: never typed, every name and day from the records. */
export function compileDisclosureFacts(s: DisclosureSourceData): DisclosureFacts {
  return {
    organisation: { name: s.organisationName },
    employer: s.employer,
    project: s.project,
    report: s.report,
    team: (s.content.team ?? []).map((m) => ({ name: m.name, role: m.role })),
    survey: s.survey ? { date: s.survey.date, people: splitPeople(s.survey.surveyors) } : null,
    sampling: [...s.samplingDays].sort((a, b) => a.date.localeCompare(b.date)).map((d) => ({ date: d.date, people: splitPeople(d.samplers) })),
    laboratory: laboratoryPeople(s.analyses),
    accompanying: accompanyingPeople(s),
    photos: selectPhotos(s.photos),
    conclusion: s.content.conclusionText ?? '',
    postConclusions: (s.content.postConclusions ?? []).map((p) => ({ place: [p.workshop, p.post].filter(Boolean).join('/'), conclusion: p.conclusion })),
  };
}
