import type { EntityManager } from 'typeorm';
import { autoCodeSequence, autoCodeTypeOf, formatAutoCode, type ResourceDeclaration } from '@ohit/contracts';
import { firstRow } from '../../../platform';

/**
 * The next code of a declaration's auto-numbered field for an organisation and the current year
 * (and the row's type, for a declaration numbering per type: `values` holds the type field). The
 * running number is taken inside the caller's transaction (see takeRunningNumbers): codes are
 * unique and gap-free.
 */
export async function nextAutoCode(
  m: EntityManager,
  decl: ResourceDeclaration,
  organizationId: number,
  values: Record<string, unknown> = {},
  now = new Date(),
): Promise<string | null> {
  const auto = decl.autoCode;
  if (!auto) return null;
  const year = now.getFullYear();
  const pattern = (await codePatternOf(m, organizationId, auto.sequence)) ?? auto.defaultPattern;
  const type = autoCodeTypeOf(auto, values);
  const seq = await takeRunningNumbers(m, organizationId, autoCodeSequence(auto, pattern, type), year, 1);
  return formatAutoCode(pattern, year, seq, type ?? '');
}

/** An organisation's own pattern of a sequence (code_patterns), or null for the default. */
export async function codePatternOf(m: Pick<EntityManager, 'query'>, organizationId: number, sequence: string): Promise<string | null> {
  const own = firstRow<{ pattern: string }>(await m.query(`SELECT pattern FROM code_patterns WHERE organization_id = $1 AND sequence = $2`, [organizationId, sequence]));
  return own?.pattern ?? null;
}

/**
 * Takes `count` running numbers of a sequence (an organisation's, per year) and returns the first.
 * INSERT … ON CONFLICT DO UPDATE locks the sequence row until the caller's transaction ends, so
 * concurrent takers queue on it, and a rolled-back transaction gives its numbers back: the numbers
 * are unique and gap-free.
 */
export async function takeRunningNumbers(m: EntityManager, organizationId: number, sequence: string, year: number, count: number): Promise<number> {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`takeRunningNumbers: count must be a positive integer, got ${count}`);
  const seq = firstRow<{ last_value: number }>(
    await m.query(
      `INSERT INTO code_sequences AS s (organization_id, sequence, year, last_value) VALUES ($1, $2, $3, $4)
       ON CONFLICT (organization_id, sequence, year) DO UPDATE SET last_value = s.last_value + $4
       RETURNING last_value`,
      [organizationId, sequence, year, count],
    ),
  );
  return Number(seq?.last_value ?? count) - count + 1;
}
