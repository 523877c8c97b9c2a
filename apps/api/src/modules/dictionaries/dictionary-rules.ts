import { ConflictException, ForbiddenException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Actor, inScope, writeScope } from '../../platform';
import { DICT_MESSAGES as M } from './dictionaries.messages';

export function adminOnly(actor: Actor): void {
  if (writeScope(actor) !== null) throw new ForbiddenException(M.adminOnly);
}

/** An entry's organisation may be written by the caller: null (platform-wide) only by administrators. */
export function checkEntryScope(actor: Actor, organizationId: number | null): void {
  if (organizationId === null) return adminOnly(actor);
  if (!inScope(writeScope(actor), organizationId)) throw new ForbiddenException(M.orgOutOfScope);
}

export async function valueFree(m: EntityManager, dictId: number, organizationId: number | null, value: string, exceptId?: number): Promise<void> {
  const rows = await m.query(
    `SELECT 1 FROM dictionary_details WHERE dict_id = $1 AND COALESCE(organization_id, 0) = COALESCE($2::int, 0) AND value = $3 AND id <> $4`,
    [dictId, organizationId, value, exceptId ?? 0],
  );
  if (rows.length) throw new ConflictException(M.valueTaken);
}
