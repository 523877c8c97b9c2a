import { physicalLimitRows } from './generated/physical-limit-rows.generated';
import { PhysicalLimitTable } from './physical-limit-table';

/** The shipped GBZ 2.2-2007 rows (generated from libs/domain/data/physical/*.csv). */
export const defaultPhysicalLimitTable = new PhysicalLimitTable(physicalLimitRows);

export const PHYSICAL_LIMITS_EDITION = 'GBZ 2.2-2007';
