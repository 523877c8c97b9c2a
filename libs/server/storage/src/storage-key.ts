import { randomBytes } from 'node:crypto';
import { InvalidStorageKeyError, PutOptions } from './storage.port';

const KEY = /^([a-z0-9-]{1,30})_(\d{8})_([0-9a-f]{32})\.([a-z0-9]{1,10})$/;
const FOLDER = /^[a-z0-9-]{1,30}$/;
const EXT = /^[a-z0-9]{1,10}$/;

export interface ParsedKey {
  folder: string;
  day: string;
  name: string;
}

/** A fresh key: folder, UTC day and 128 random bits; the user's file name plays no part. */
export function generateKey(options: Pick<PutOptions, 'folder' | 'ext'>, now = new Date()): string {
  const folder = options.folder.toLowerCase();
  const ext = options.ext.toLowerCase().replace(/^\./, '');
  if (!FOLDER.test(folder)) throw new Error(`bad storage folder ${JSON.stringify(options.folder)}`);
  if (!EXT.test(ext)) throw new Error(`bad storage extension ${JSON.stringify(options.ext)}`);
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `${folder}_${day}_${randomBytes(16).toString('hex')}.${ext}`;
}

/** Only keys of the generated shape pass: no slashes, dots only before the extension. */
export function parseKey(key: string): ParsedKey {
  const m = typeof key === 'string' ? KEY.exec(key) : null;
  if (!m) throw new InvalidStorageKeyError();
  return { folder: m[1], day: m[2], name: `${m[3]}.${m[4]}` };
}

export function isValidKey(key: string): boolean {
  return typeof key === 'string' && KEY.test(key);
}

export const downloadPath = (key: string): string => `/files/${key}`;
