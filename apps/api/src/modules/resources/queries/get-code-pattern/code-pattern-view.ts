import type { EntityManager } from 'typeorm';
import { autoCodeSequence, type CodePatternView, formatAutoCode, type ResourceDeclaration } from '@ohit/contracts';
import { firstRow } from '../../../../platform';

/**
 * The organisation's pattern (or the default), and the code the next row would get this year — per
 * type for a declaration numbering per type (each type's own running number while the pattern names it).
 */
export async function codePatternView(m: Pick<EntityManager, 'query'>, decl: ResourceDeclaration, organizationId: number): Promise<CodePatternView> {
  const auto = decl.autoCode as NonNullable<ResourceDeclaration['autoCode']>;
  const year = new Date().getFullYear();
  const own = firstRow<{ pattern: string }>(await m.query(`SELECT pattern FROM code_patterns WHERE organization_id = $1 AND sequence = $2`, [organizationId, auto.sequence]));
  const pattern = own?.pattern ?? auto.defaultPattern;
  const nextOf = async (typeCode: string | null): Promise<string> => {
    const seq = firstRow<{ last_value: number }>(
      await m.query(`SELECT last_value FROM code_sequences WHERE organization_id = $1 AND sequence = $2 AND year = $3`, [
        organizationId,
        autoCodeSequence(auto, pattern, typeCode),
        year,
      ]),
    );
    return formatAutoCode(pattern, year, Number(seq?.last_value ?? 0) + 1, typeCode ?? '');
  };
  // one after another: inside a transaction the queries share one connection
  let nextByType: CodePatternView['nextByType'];
  for (const [type, code] of Object.entries(auto.type?.codes ?? {})) nextByType = [...(nextByType ?? []), { type, code, next: await nextOf(code) }];
  return { pattern, defaultPattern: auto.defaultPattern, custom: !!own, next: nextByType?.[0]?.next ?? (await nextOf(null)), ...(nextByType ? { nextByType } : {}) };
}
