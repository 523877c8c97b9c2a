import dayjs from 'dayjs';
import type { HistoryEntry, ResourceRow } from '@ohit/contracts';
import { dec, LAB_READINGS, type LabFamilyDefinition, type LabReadingKey } from '@ohit/domain';

/** A decimal string to 8 significant digits (the curve's a, b and r on the record); '' when empty or not a number. */
export function eightDigits(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    const d = dec(String(value));
    return d.isZero() ? '0' : d.roundToSignificant(8).toString();
  } catch {
    return String(value);
  }
}

/** A value as recorded ('' when empty): numbers stay the strings the server sent. */
export const recorded = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export interface ReadingColumn {
  key: LabReadingKey;
  /** Label with its unit as printed: 解吸液体积 v（mL）. */
  title: string;
}

/** The family's readings in entry order, each titled with its label and unit (the family's own unit first). */
export function readingColumns(family: LabFamilyDefinition): ReadingColumn[] {
  return family.readings.map((key) => {
    const info = LAB_READINGS[key];
    const unit = family.readingUnits?.[key] ?? info.unit;
    return { key, title: unit ? `${info.label}（${unit}）` : info.label };
  });
}

/** How the record names an item: its number, else the sample's, else its row. */
export function itemCode(item: ResourceRow): string {
  return recorded(item.code) || recorded(item.sampleName) || `#${item.id}`;
}

/** The day of an entry, as the record prints dates. */
export const dayOf = (entry: HistoryEntry | undefined): string => (entry ? dayjs(entry.occurredAt).format('YYYY-MM-DD') : '');

const eventOf = (e: HistoryEntry): string | null => e.transition?.event ?? null;

/** The latest entry of an event (a returned and resubmitted batch is signed again). */
export function lastEvent(history: readonly HistoryEntry[], event: string): HistoryEntry | undefined {
  return [...history].reverse().find((e) => eventOf(e) === event);
}

/** Transitions that belong to the amendment trail (the others are the signatures). */
const TRAIL_EVENTS = new Set(['submit', 'returnForCorrection', 'retest']);

/**
 * The record's amendments (ISO/IEC 17025 7.5.2): every entry after the first submission that
 * changed something — edits of the batch and of its rows, attachments, the returns that reopened
 * it and the resubmissions that recomputed it — oldest first. Nothing before the first submission
 * (the analyst's work in progress is not yet the record).
 */
export function amendmentsOf(history: readonly HistoryEntry[]): HistoryEntry[] {
  const first = history.findIndex((e) => eventOf(e) === 'submit');
  if (first < 0) return [];
  return history.slice(first + 1).filter((e) => {
    const event = eventOf(e);
    if (event) return TRAIL_EVENTS.has(event);
    return e.changes.length > 0;
  });
}
