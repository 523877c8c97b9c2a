/**
 * What a report's disclosure publishes (报告公示), compiled from the project's data when the report
 * is issued and kept with the disclosure as it was then: the regulation's facts — 用人单位, the
 * project team, who surveyed, sampled and tested and on which days, the employer's accompanying
 * persons, photo evidence from the sampling days, and the report's conclusions.
 */

/** A photo of a sampling day chosen as evidence (the stored attachment and its preview, when one was made). */
export interface DisclosurePhoto {
  attachmentId: number;
  previewId: number | null;
  /** 'YYYY-MM-DD' */
  date: string;
  point: string;
  caption: string | null;
}

/** An employer's person who accompanied the work, and when. */
export interface DisclosureAccompanyingPerson {
  name: string;
  position: string | null;
  occasions: { activity: '现场调查' | '现场采样'; date: string | null }[];
}

export interface DisclosureFacts {
  organisation: { name: string };
  employer: { name: string; address: string | null; contact: string | null };
  project: { code: string; name: string };
  report: { code: string; version: number; checkTypeName: string; issueDate: string; conclusion: string | null };
  /** The project team with their roles (项目负责人, 现场调查, 采样, 实验室检测 …). */
  team: { name: string; role: string }[];
  /** 现场调查: when and by whom; null when the project had no survey (incoming samples). */
  survey: { date: string | null; people: string[] } | null;
  /** 现场采样: one entry per sampling day. */
  sampling: { date: string; people: string[] }[];
  /** 实验室检测: each analyst with the days their batches were analysed. */
  laboratory: { name: string; dates: string[] }[];
  accompanying: DisclosureAccompanyingPerson[];
  photos: DisclosurePhoto[];
  /** The report's conclusion as its text says it. */
  conclusion: string;
  /** Each post's conclusion, as the report rolls them up. */
  postConclusions: { place: string; conclusion: string }[];
}

/** The most photos a disclosure publishes (chosen one per point and day first). */
export const DISCLOSURE_MAX_PHOTOS = 12;

/** A photo as a page shows it: its address (admin or public) instead of the stored ids. */
export interface DisclosurePhotoView {
  url: string;
  date: string;
  point: string;
  caption: string | null;
}

/** The facts as a page shows them (the admin detail and the public detail). */
export type DisclosureFactsView = Omit<DisclosureFacts, 'photos'> & { photos: DisclosurePhotoView[] };
