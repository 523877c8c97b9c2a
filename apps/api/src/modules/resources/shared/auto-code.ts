import type { EntityManager } from 'typeorm';
import { formatAutoCode, type ResourceDeclaration } from '@ohit/contracts';
import { firstRow } from '../../../platform';

/**
 * The next code of a declaration's auto-numbered field for an organisation and the current year.
 * The running number is taken inside the caller's transaction (INSERT … ON CONFLICT DO UPDATE
 * locks the sequence row until commit), so concurrent creates queue on it and a rolled-back create
 * gives its number back: codes are unique and gap-free.
 */
export async function nextAutoCode(m: EntityManager, decl: ResourceDeclaration, organizationId: number, now = new Date()): Promise<string | null> {
  const auto = decl.autoCode;
  if (!auto) return null;
  const year = now.getFullYear();
  const own = firstRow<{ pattern: string }>(await m.query(`SELECT pattern FROM code_patterns WHERE organization_id = $1 AND sequence = $2`, [organizationId, auto.sequence]));
  const seq = firstRow<{ last_value: number }>(
    await m.query(
      `INSERT INTO code_sequences AS s (organization_id, sequence, year, last_value) VALUES ($1, $2, $3, 1)
       ON CONFLICT (organization_id, sequence, year) DO UPDATE SET last_value = s.last_value + 1
       RETURNING last_value`,
      [organizationId, auto.sequence, year],
    ),
  );
  return formatAutoCode(own?.pattern ?? auto.defaultPattern, year, Number(seq?.last_value ?? 1));
}
