export {
  assertNotExpired,
  assertReturnable,
  isExpired,
  STOCK_EXPIRED,
  STOCK_INSUFFICIENT,
  STOCK_MOVEMENT_LABELS,
  STOCK_RETURN_EXCEEDS_ISSUED,
  stockAfterMovement,
} from './stock-movement';
export type { ExpiringItem, StockMovementType } from './stock-movement';
