import { escapeHtml } from './escape-html';

/** What an empty cell prints. */
export const EMPTY = '—';

const blank = (v: unknown) => v === null || v === undefined || String(v) === '';

/** A value as text, — when empty. */
export const text = (v: unknown): string => (blank(v) ? EMPTY : escapeHtml(v));

/** Several values in one cell, a line each (each escaped). */
export const lines = (values: readonly unknown[]): string => {
  const kept = values.filter((v) => !blank(v));
  return kept.length ? kept.map(escapeHtml).join('<br>') : EMPTY;
};

/**
 * A table whose header repeats on every page it spans (thead) and whose rows never split (CSS);
 * `widths` (per cent, one per column) fix its layout so a long cell cannot squeeze the others.
 */
export function table(labels: readonly string[], rows: readonly string[][], cls = '', widths?: readonly number[]): string {
  const cols = widths ? `<colgroup>${widths.map((w) => `<col style="width:${w}%">`).join('')}</colgroup>` : '';
  const head = `${cols}<thead><tr>${labels.map((l) => `<th>${escapeHtml(l)}</th>`).join('')}</tr></thead>`;
  const body = rows.length
    ? rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')
    : `<tr><td colspan="${labels.length}" class="none">无</td></tr>`;
  return `<table class="grid ${cls}${widths ? ' fixed' : ''}">${head}<tbody>${body}</tbody></table>`;
}

/** Label/value pairs, two to a row (a facts table, no header). */
export function facts(pairs: readonly [string, unknown][]): string {
  const rows: string[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const cells = pairs.slice(i, i + 2).map(([label, value]) => `<th>${escapeHtml(label)}</th><td>${text(value)}</td>`);
    if (cells.length === 1) cells.push('<th></th><td></td>');
    rows.push(`<tr>${cells.join('')}</tr>`);
  }
  return `<table class="facts"><tbody>${rows.join('')}</tbody></table>`;
}

/** A chapter: its heading kept with what follows. */
export const chapter = (title: string, body: string, cls = ''): string => `<section class="chapter ${cls}"><h2>${escapeHtml(title)}</h2>${body}</section>`;

/** An ordered list of texts. */
export const ordered = (items: readonly string[]): string =>
  items.length ? `<ol>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ol>` : '<p class="none">无</p>';

/** A paragraph of text (escaped). */
export const para = (value: string, cls = ''): string => `<p${cls ? ` class="${cls}"` : ''}>${escapeHtml(value)}</p>`;

/** Only data URLs of PNG/JPEG images are printed: the page may fetch nothing, and nothing else may ride in a src. */
export function imageSource(dataUrl: string | null | undefined): string | null {
  return dataUrl && /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(dataUrl) ? dataUrl : null;
}
