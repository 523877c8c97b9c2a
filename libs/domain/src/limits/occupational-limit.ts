import { Decimal } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { correctedLimitName } from './name-errata';

export type LimitsEdition = '2007' | '2019';
export type LimitKind = 'chemical' | 'dust';

/** One row of GBZ 2.1 表1 or 表2 (one condition of an entry). All values mg/m³. */
export interface OccupationalLimit {
  readonly kind: LimitKind;
  /** Full Chinese name as in the source, with conditions, e.g. 一氧化碳（非高原）. */
  readonly nameZh: string;
  /** Name without the trailing full-width parenthesised conditions, e.g. 一氧化碳. */
  readonly baseNameZh: string;
  /** The parenthesised parts of the name, e.g. ['非高原'] or ['按Pb计', '铅烟']. */
  readonly conditions: readonly string[];
  readonly nameEn: string;
  /** The CAS cell as written (may hold several numbers and remarks). */
  readonly casText: string;
  /** Every CAS number found in the cell. */
  readonly casNumbers: readonly string[];
  readonly mac: Decimal | null;
  readonly pcTwa: Decimal | null;
  readonly pcStel: Decimal | null;
  readonly totalDustTwa: Decimal | null;
  readonly respirableDustTwa: Decimal | null;
  readonly notes: string;
  /** Where the value came from (repository@commit:path#locator, or the supplement's reference). */
  readonly source: string;
  readonly edition: LimitsEdition;
}

const CHEMICAL_HEADER = ['name_zh', 'name_en', 'cas', 'mac_mg_m3', 'pc_twa_mg_m3', 'pc_stel_mg_m3', 'notes', 'source'];
const DUST_HEADER = ['name_zh', 'name_en', 'cas', 'total_pc_twa', 'respirable_pc_twa', 'notes', 'source'];

const CAS_PATTERN = /\d{2,7}-\d{2}-\d/g;
/** Trailing （…） or (…) groups, with optional spaces between them. */
const CONDITION_PATTERN = /\s*[（(]([^（）()]*)[）)]\s*$/;

export function splitConditions(nameZh: string): { baseNameZh: string; conditions: string[] } {
  const conditions: string[] = [];
  let rest = nameZh.trim();
  for (let match = CONDITION_PATTERN.exec(rest); match && match.index > 0; match = CONDITION_PATTERN.exec(rest)) {
    conditions.unshift((match[1] ?? '').trim());
    rest = rest.slice(0, match.index).trim();
  }
  return { baseNameZh: rest, conditions };
}

export function extractCasNumbers(casText: string): string[] {
  return casText.match(CAS_PATTERN) ?? [];
}

function value(text: string | undefined, column: string, name: string): Decimal | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  try {
    return Decimal.from(trimmed);
  } catch {
    throw new DomainError(DomainErrorCodes.invalidCsv, `限值表“${name}”的 ${column} 不是数值：${trimmed}`, { name, column });
  }
}

export function detectLimitKind(header: readonly string[]): LimitKind {
  const same = (expected: string[]) => expected.length === header.length && expected.every((h, i) => header[i] === h);
  if (same(CHEMICAL_HEADER)) return 'chemical';
  if (same(DUST_HEADER)) return 'dust';
  throw new DomainError(DomainErrorCodes.invalidCsv, `无法识别的限值表表头：${header.join(',')}`, { header });
}

/** Turns CSV records (header → cell) into typed limits. */
export function limitsFromRecords(
  kind: LimitKind,
  records: readonly Readonly<Record<string, string>>[],
  edition: LimitsEdition = '2019',
): OccupationalLimit[] {
  return records.map((r) => {
    const nameZh = correctedLimitName((r['name_zh'] ?? '').trim());
    if (nameZh === '') throw new DomainError(DomainErrorCodes.invalidCsv, '限值表有一行缺少中文名称', { record: r });
    const casText = r['cas'] ?? '';
    const chemical = kind === 'chemical';
    return {
      kind,
      nameZh,
      ...splitConditions(nameZh),
      nameEn: r['name_en'] ?? '',
      casText,
      casNumbers: extractCasNumbers(casText),
      mac: chemical ? value(r['mac_mg_m3'], 'MAC', nameZh) : null,
      pcTwa: chemical ? value(r['pc_twa_mg_m3'], 'PC-TWA', nameZh) : null,
      pcStel: chemical ? value(r['pc_stel_mg_m3'], 'PC-STEL', nameZh) : null,
      totalDustTwa: chemical ? null : value(r['total_pc_twa'], '总尘 PC-TWA', nameZh),
      respirableDustTwa: chemical ? null : value(r['respirable_pc_twa'], '呼尘 PC-TWA', nameZh),
      notes: r['notes'] ?? '',
      source: r['source'] ?? '',
      edition,
    };
  });
}

/** True when the row carries at least one numeric limit (the [gap] rows do not). */
export function hasAnyLimit(limit: OccupationalLimit): boolean {
  return [limit.mac, limit.pcTwa, limit.pcStel, limit.totalDustTwa, limit.respirableDustTwa].some((v) => v !== null);
}
