import { LAB_BATCH, RECORD_PAGES, type ResourceDeclaration } from '@ohit/contracts';
import type { SearchValues } from '../../resources/search-params';

/** A batch's states once it has an original record: submitted by the analyst, or later. */
export const RECORD_STATES = ['submitted', 'checked', 'verified', 'released'] as const;

/** The events a record's reader takes on its page (the record menus' buttons). */
export const RECORD_EVENTS = ['check', 'verify', 'returnForCorrection'] as const;

type RecordPageKey = (typeof RECORD_PAGES)[number]['key'];

export interface RecordScreen {
  /** The RECORD_PAGES entry whose route (recordPage/pageReport …) a batch code opens. */
  page: RecordPageKey;
  /** The menu's permission prefix (a LAB_BATCH alias). */
  prefix: string;
  /** Whose samples: our samplers' (site) or those handed in (来样检测, incoming). */
  origin: 'site' | 'incoming';
}

const screen = (page: RecordPageKey, origin: RecordScreen['origin']): RecordScreen => {
  const entry = RECORD_PAGES.find((p) => p.key === page);
  if (!entry) throw new Error(`no record page ${page}`);
  return { page, prefix: entry.prefix, origin };
};

/** 原始记录, 原始记录（新） and 来样检测记录: the same batches under each menu's own prefix. */
export const RECORD_SCREENS = {
  record: screen('recordPage', 'site'),
  recordNew: screen('recordPageNew', 'site'),
  recordLyjc: screen('recordPageNewLyjc', 'incoming'),
} as const;

/**
 * LAB_BATCH as a record screen sees it: its menu's permission prefix only (the buttons are the
 * menu's), no 组批 and no editing (a submitted batch changes only after 退回, on the family's
 * page), and a batch code opening the screen's record page.
 */
export function recordView(s: RecordScreen): ResourceDeclaration {
  return {
    ...LAB_BATCH,
    permission: s.prefix,
    permissionAliases: [],
    actions: LAB_BATCH.actions.filter((a) => a === 'export'),
    listCommands: [],
    detailRoute: { name: s.page, query: { code: 'code', organizationId: 'organizationId' } },
  };
}

/**
 * What every list of the screen is narrowed to: its origin, and batches submitted or later —
 * or only those in one of these states (the list's state tabs).
 */
export function recordFilter(s: RecordScreen, state?: string | null): SearchValues {
  const states = state && (RECORD_STATES as readonly string[]).includes(state) ? [state] : [...RECORD_STATES];
  return { origin: s.origin, state: states };
}
