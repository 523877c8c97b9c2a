import type { PipeTransform } from '@nestjs/common';
import { badRequest } from '../../platform';
import { DISCLOSURE_MESSAGES as M } from './report-disclosures.messages';

/** A path id: a positive integer that fits the table's integer ids, else a 400 in Chinese (never a database error). */
export class DisclosureIdPipe implements PipeTransform<string, number> {
  transform(raw: string): number {
    const id = /^\d{1,10}$/.test(String(raw ?? '').trim()) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.badId);
    return id;
  }
}
