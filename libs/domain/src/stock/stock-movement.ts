import { Decimal, type DecimalInput } from '../decimal';
import { DomainError } from '../errors/domain-error';

/** How stock moves (耗材、标准物质、试剂): in, out to a project, back from a project, scrapped. */
export type StockMovementType = 'in' | 'issue' | 'return' | 'scrap';

export const STOCK_MOVEMENT_LABELS: Readonly<Record<StockMovementType, string>> = { in: '入库', issue: '领用', return: '退回', scrap: '报废' };

export const STOCK_INSUFFICIENT = 'STOCK_INSUFFICIENT';
export const STOCK_EXPIRED = 'STOCK_EXPIRED';
export const STOCK_RETURN_EXCEEDS_ISSUED = 'STOCK_RETURN_EXCEEDS_ISSUED';

const shown = (value: Decimal) => value.trimTo().toString();

/** Movements that take stock away. */
function takes(type: StockMovementType): boolean {
  return type === 'issue' || type === 'scrap';
}

/**
 * The stock after a movement, as exact decimal text. The quantity must be above zero, and no
 * movement may take the stock below zero ('库存不足'): what is not on the shelf cannot be issued
 * or scrapped.
 */
export function stockAfterMovement(current: DecimalInput, type: StockMovementType, quantity: DecimalInput, unit = ''): string {
  const stock = Decimal.from(current);
  const amount = Decimal.from(quantity);
  const label = STOCK_MOVEMENT_LABELS[type];
  if (!amount.isPositive()) throw new DomainError('NOT_POSITIVE', `${label}数量必须大于0`, { quantity: amount.toString() });
  const next = takes(type) ? stock.sub(amount) : stock.add(amount);
  if (next.isNegative()) {
    throw new DomainError(STOCK_INSUFFICIENT, `库存不足：现有${shown(stock)}${unit}，${label}${shown(amount)}${unit}`, { stock: stock.toString(), quantity: amount.toString() });
  }
  return next.toString();
}

/** What an item needs for the expiry rule. */
export interface ExpiringItem {
  readonly name: string;
  readonly batchNo?: string | null;
  /** Last day of use, YYYY-MM-DD; null when it does not expire. */
  readonly expiryDate: string | null;
}

/** Whether the item is past its expiry date on `on` (it may still be used on the expiry date itself). */
export function isExpired(item: Pick<ExpiringItem, 'expiryDate'>, on: string): boolean {
  return item.expiryDate !== null && item.expiryDate < on;
}

/** An expired item cannot be issued for use. */
export function assertNotExpired(item: ExpiringItem, on: string): void {
  if (!isExpired(item, on)) return;
  const batch = item.batchNo ? `（批号 ${item.batchNo}）` : '';
  throw new DomainError(STOCK_EXPIRED, `${item.name}${batch}已于 ${item.expiryDate} 过期，不能领用`, { expiryDate: item.expiryDate });
}

/**
 * A return from a project puts back at most what the project took and has not yet returned
 * (`issued` − `returned` of that item for that project).
 */
export function assertReturnable(issued: DecimalInput, returned: DecimalInput, quantity: DecimalInput, unit = ''): void {
  const outstanding = Decimal.from(issued).sub(returned);
  if (Decimal.from(quantity).gt(outstanding)) {
    throw new DomainError(STOCK_RETURN_EXCEEDS_ISSUED, `退回数量超过该项目未退回的领用数量（${shown(outstanding)}${unit}）`, { outstanding: outstanding.toString() });
  }
}
