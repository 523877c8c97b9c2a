import type { Request } from 'express';
import { type Actor, inScope, readScope } from '../../platform';

/** The organisation header (spec §6) as a number, if it is one. */
export function headerOrganization(req: Request): number | undefined {
  const raw = req.headers['organizationid'];
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v !== undefined && /^\d{1,9}$/.test(v.trim()) ? Number(v) : undefined;
}

/**
 * Whose entries a dictionary read shows besides the platform-wide ones: the requested
 * organisation (query, then header) when the caller may read it, otherwise the caller's own —
 * a header or parameter can narrow, never widen.
 */
export function dictionaryOrganization(actor: Actor, requested: number | undefined): number {
  if (requested !== undefined && inScope(readScope(actor), requested)) return requested;
  return actor.organizationId;
}
