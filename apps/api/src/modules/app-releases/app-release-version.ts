import { BadRequestException } from '@nestjs/common';
import { APK_MESSAGES } from './app-releases.messages';

/** Largest accepted package. */
export const APK_MAX_BYTES = 200 * 1024 * 1024;

/** 1, 1.2, v1.2.3, 1.2.3.4 (each part ≤ 999). */
export const VERSION = /^v?\d{1,3}(\.\d{1,3}){0,3}$/;

/** 1.2.3 → 1002003000 (each part ≤ 999): sortable in SQL. */
export function versionRank(version: string): number {
  if (!VERSION.test(version)) throw new BadRequestException(APK_MESSAGES.badVersion);
  const parts = version.replace(/^v/, '').split('.').map(Number);
  while (parts.length < 4) parts.push(0);
  return parts.reduce((acc, p) => acc * 1000 + p, 0);
}
