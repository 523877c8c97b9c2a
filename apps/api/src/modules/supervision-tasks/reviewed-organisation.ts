import type { EntityManager } from 'typeorm';
import { type Actor, badRequest, firstRow } from '../../platform';
import { SUPERVISION_TASK_MESSAGES as M } from './supervision-tasks.messages';

/**
 * The organisation a supervisor names by its 机构编码 (a task's organisation reviewed, a scoring's
 * organisation scored): it must exist and lie in the supervisor's zones (the actor's zone scope, S1's
 * ZONE data scope); a platform administrator may name any. Refused with a 400 naming the code.
 */
export async function reviewedOrganisation(m: EntityManager, actor: Actor, code: unknown): Promise<{ id: number; code: string; name: string }> {
  const text = String(code ?? '').trim();
  const org = firstRow<{ id: number; code: string; name: string }>(await m.query(`SELECT id, code, name FROM organizations WHERE code = $1`, [text]));
  if (!org) throw badRequest(M.orgUnknown(text));
  if (!actor.isAdmin && !(actor.zoneScope ?? []).includes(Number(org.id))) throw badRequest(M.orgOutsideZone(org.name));
  return { id: Number(org.id), code: org.code, name: org.name };
}
