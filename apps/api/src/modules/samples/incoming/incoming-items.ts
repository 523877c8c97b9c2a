import type { EntityManager } from 'typeorm';
import { INCOMING_ITEM_MAX_COUNT, INCOMING_ORDER_MAX_SAMPLES, type ResourceRow } from '@ohit/contracts';
import { badRequest, conflict } from '../../../platform';
import { INCOMING_MESSAGES as M } from './incoming-orders.messages';

/** An item of an order as registration reads it. */
export interface IncomingItem {
  id: number;
  name: string;
  hazard: string;
  sampleType: string | null;
  kind: string | null;
  collector: string | null;
  post: string | null;
  count: number;
  sampledDate: string | null;
}

/** The order's items in the order they were entered. */
export async function itemsOf(m: EntityManager, orderId: number): Promise<IncomingItem[]> {
  return m.query(
    `SELECT id, name, hazard, sample_type AS "sampleType", kind, collector, post, count, to_char(sampled_date, 'YYYY-MM-DD') AS "sampledDate"
       FROM incoming_order_items WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}

/** An item as it may be registered: at least one sample, at most the item's maximum, not sampled after it was received. */
export function checkItem(item: Record<string, unknown> | IncomingItem, receivedDate: unknown): void {
  const { name, count, sampledDate } = item as Record<string, unknown>;
  const label = String(name ?? '');
  const n = Number(count ?? 0);
  if (!(n >= 1)) throw badRequest(M.countAtLeastOne(label));
  if (n > INCOMING_ITEM_MAX_COUNT) throw badRequest(M.countTooMany(label, INCOMING_ITEM_MAX_COUNT));
  if (sampledDate && receivedDate && String(sampledDate) > String(receivedDate)) throw badRequest(M.sampledAfterReceipt(label));
}

/** Whether the order may be registered now (pending, with items that may be); the number of samples it registers. */
export function checkRegistrable(order: ResourceRow, items: IncomingItem[]): number {
  if (order.state === 'registered') throw conflict(M.alreadyRegistered(String(order.code)));
  if (items.length === 0) throw badRequest(M.noItems);
  for (const item of items) checkItem(item, order.receivedDate);
  const total = items.reduce((n, i) => n + i.count, 0);
  if (total > INCOMING_ORDER_MAX_SAMPLES) throw badRequest(M.orderTooMany(INCOMING_ORDER_MAX_SAMPLES));
  return total;
}
