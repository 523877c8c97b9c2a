import type { EntityManager } from 'typeorm';
import { type Actor, badRequest, firstRow } from '../../platform';
import { PROVINCIAL_QC_MESSAGES as M } from './provincial-qc.messages';

/**
 * The organisation a supervisor names by 机构编码 (a QC task's assignee, an inspected organisation):
 * it must exist and lie in the caller's zones (its ZONE roles); an administrator may name any.
 */
export async function zoneOrganisation(m: EntityManager, actor: Actor, code: string): Promise<{ id: number; name: string }> {
  const org = firstRow<{ id: number; name: string }>(await m.query(`SELECT id, name FROM organizations WHERE code = $1`, [code.trim()]));
  if (!org) throw badRequest(M.orgUnknown(code.trim()));
  if (!actor.isAdmin && !(actor.zoneScope ?? []).includes(Number(org.id))) throw badRequest(M.orgOutsideZone(org.name));
  return { id: Number(org.id), name: org.name };
}
