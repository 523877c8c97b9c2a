/** China Standard Time (UTC+8, no daylight saving): the users' clock, whatever the server's. */
export const DOWNLOAD_NAME_UTC_OFFSET_MINUTES = 480;

/** Characters a file name cannot hold, besides the control characters U+0000–U+001F. */
const UNSAFE = '/\\:*?"<>|';

function safeCharacter(ch: string): string {
  return ch.charCodeAt(0) < 0x20 || UNSAFE.includes(ch) ? '_' : ch;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * The date part of a download name: `YYYYMMDDHHmmss` in China Standard Time (or the
 * given UTC offset), e.g. 2024-01-31 09:30:05 (UTC+8) → "20240131093005".
 */
export function downloadDateStamp(date: Date, utcOffsetMinutes = DOWNLOAD_NAME_UTC_OFFSET_MINUTES): string {
  const shifted = new Date(date.getTime() + utcOffsetMinutes * 60_000);
  return (
    pad(shifted.getUTCFullYear(), 4) +
    pad(shifted.getUTCMonth() + 1) +
    pad(shifted.getUTCDate()) +
    pad(shifted.getUTCHours()) +
    pad(shifted.getUTCMinutes()) +
    pad(shifted.getUTCSeconds())
  );
}

/**
 * Download file name = date + name + extension (spec §5), with no separator:
 * `downloadFileName(d, '受检单位数据', 'xlsx')` → "20240131093005受检单位数据.xlsx".
 * The extension may be given with or without its dot. Characters a file name cannot hold
 * (/ \ : * ? " < > | and control characters) in the name are replaced by "_".
 */
export function downloadFileName(
  date: Date,
  name: string,
  ext: string,
  utcOffsetMinutes = DOWNLOAD_NAME_UTC_OFFSET_MINUTES,
): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('downloadFileName: invalid date');
  const extension = ext.replace(/^\.+/, '');
  const safeName = Array.from(name, safeCharacter).join('');
  return downloadDateStamp(date, utcOffsetMinutes) + safeName + (extension ? `.${extension}` : '');
}
