import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { gbz21Limits2019 } from './default-table';
import type { LimitsTable } from './limits-table';
import type { LimitsEdition } from './occupational-limit';

/** GBZ 2.1-2019 took effect on 2020-04-01 (domain.md §4); before it GBZ 2.1-2007 applied. */
export const GBZ21_2019_IN_FORCE_FROM = '2020-04-01';

export interface LimitsInForce {
  readonly edition: LimitsEdition;
  /** What a report names, e.g. "GBZ 2.1-2019". */
  readonly standard: string;
  readonly table: LimitsTable;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The GBZ 2.1 limits table in force on a date (YYYY-MM-DD, the day of the exposure judged). Only
 * the 2019 edition is shipped as data: a date before 2020-04-01 is refused (NO_APPLICABLE_LIMIT)
 * rather than judged against the wrong edition.
 */
export function gbz21LimitsInForce(date: string): LimitsInForce {
  if (!ISO_DATE.test(date) || Number.isNaN(new Date(`${date}T00:00:00Z`).getTime())) {
    throw new DomainError(DomainErrorCodes.invalidArgument, `日期格式应为 YYYY-MM-DD：${date}`, { date });
  }
  if (date < GBZ21_2019_IN_FORCE_FROM) {
    throw new DomainError(
      DomainErrorCodes.noApplicableLimit,
      `${date} 适用 GBZ 2.1-2007，限值表仅收录 GBZ 2.1-2019（${GBZ21_2019_IN_FORCE_FROM} 起实施），无法自动判定`,
      { date, inForceFrom: GBZ21_2019_IN_FORCE_FROM },
    );
  }
  return { edition: '2019', standard: 'GBZ 2.1-2019', table: gbz21Limits2019() };
}
