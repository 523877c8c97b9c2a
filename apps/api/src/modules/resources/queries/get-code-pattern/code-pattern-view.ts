import type { EntityManager } from 'typeorm';
import { type CodePatternView, formatAutoCode, type ResourceDeclaration } from '@ohit/contracts';
import { firstRow } from '../../../../platform';

/** The organisation's pattern (or the default), and the code the next row would get this year. */
export async function codePatternView(m: Pick<EntityManager, 'query'>, decl: ResourceDeclaration, organizationId: number): Promise<CodePatternView> {
  const auto = decl.autoCode as NonNullable<ResourceDeclaration['autoCode']>;
  const year = new Date().getFullYear();
  const own = firstRow<{ pattern: string }>(await m.query(`SELECT pattern FROM code_patterns WHERE organization_id = $1 AND sequence = $2`, [organizationId, auto.sequence]));
  const seq = firstRow<{ last_value: number }>(
    await m.query(`SELECT last_value FROM code_sequences WHERE organization_id = $1 AND sequence = $2 AND year = $3`, [organizationId, auto.sequence, year]),
  );
  const pattern = own?.pattern ?? auto.defaultPattern;
  return { pattern, defaultPattern: auto.defaultPattern, custom: !!own, next: formatAutoCode(pattern, year, Number(seq?.last_value ?? 0) + 1) };
}
