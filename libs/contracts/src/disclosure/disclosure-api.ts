/**
 * 报告公示's routes beside the generic `api/reportDisclosure` (REPORT_DISCLOSURE): a disclosure's facts
 * and photos for the organisation's users, the working-day calendar its deadline column counts on, and
 * the public face (no token): the published disclosures, one of them, its photos, and the
 * organisations that have published any.
 */
import type { CalendarDay } from '@ohit/domain';
import type { DisclosureFactsView } from './disclosure-facts';

const id = (value: number | string) => encodeURIComponent(String(value));

/** `GET`: DisclosureFactsView of a disclosure of the caller's organisations (reportFormula:list). */
export const disclosureFactsPath = (disclosureId: number | string): string => `api/reportDisclosure/${id(disclosureId)}/facts`;
/** `GET`: one of the disclosure's photos (its preview when one was made). */
export const disclosurePhotoPath = (disclosureId: number | string, attachmentId: number | string): string =>
  `api/reportDisclosure/${id(disclosureId)}/photos/${id(attachmentId)}`;
/** `GET` → DisclosureCalendarView: today and the working-day calendar, for the list's days-left column. */
export const DISCLOSURE_CALENDAR_PATH = 'api/reportDisclosure/deadline/calendar';

export interface DisclosureCalendarView {
  /** The server's today ('YYYY-MM-DD'). */
  today: string;
  coveredYears: number[];
  days: CalendarDay[];
}

export const PUBLIC_DISCLOSURE_URL = 'api/public/reportDisclosure';
export const PUBLIC_DISCLOSURE_DEFAULT_SIZE = 10;
export const PUBLIC_DISCLOSURE_MAX_SIZE = 50;
/** `GET` → PublicDisclosureOrganisation[]: organisations with a published disclosure (the search's filter). */
export const PUBLIC_DISCLOSURE_ORGANISATIONS_URL = `${PUBLIC_DISCLOSURE_URL}/organisations`;

/** A published disclosure's photo (an <img> src on our origin). */
export function publicDisclosurePhotoUrl(disclosureId: number, attachmentId: number): string {
  return `/${PUBLIC_DISCLOSURE_URL}/${disclosureId}/photos/${attachmentId}`;
}

export interface PublicDisclosureOrganisation {
  id: number;
  name: string;
}

/** One row of the public list. */
export interface PublicDisclosureItem {
  id: number;
  organizationId: number;
  organisationName: string;
  reportCode: string;
  reportVersion: number;
  employerName: string;
  checkTypeName: string;
  /** 'YYYY-MM-DD' */
  issueDate: string;
  /** ISO 8601 */
  publishedAt: string;
}

/** One published disclosure with every fact it publishes. */
export interface PublicDisclosureDetail extends PublicDisclosureItem {
  facts: DisclosureFactsView;
}
