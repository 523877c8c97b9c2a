import { Injectable, OnModuleInit } from '@nestjs/common';
import { fieldOf, INCOMING_ORDER, INCOMING_ORDER_EDITABLE_AFTER_REGISTRATION, type ResourceRow } from '@ohit/contracts';
import { Decimal } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest } from '../../../platform';
import { type ChildChange, localDate, ResourceExtensions } from '../../resources';
import { checkItem } from './incoming-items';
import { INCOMING_MESSAGES as M } from './incoming-orders.messages';
import { registerIncomingOrder } from './incoming-registration';

const EDITABLE = new Set<string>(INCOMING_ORDER_EDITABLE_AFTER_REGISTRATION);

/** Whether an edit changes a field (an exact decimal by its value: '4' is the stored '4.0'). */
function changes(name: string, next: unknown, before: unknown): boolean {
  const a = next ?? null;
  const b = before ?? null;
  if (a !== null && b !== null && fieldOf(INCOMING_ORDER, name)?.type === 'number') return !Decimal.from(String(a)).eq(String(b));
  return JSON.stringify(a) !== JSON.stringify(b);
}

/**
 * 来样检测's rules on the kernel's commands for INCOMING_ORDER: samples are not received on a day
 * still to come; each item holds one to a hundred samples, none sampled after it was received;
 * once registered the order's facts and items are fixed (only the contact and the remark change)
 * and it is never deleted. Its command 登记样品 (registerIncomingOrder).
 */
@Injectable()
export class IncomingOrderRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(INCOMING_ORDER.name, {
      beforeCreate: (_ctx, values) => this.checkReceipt(values),
      beforeEdit: (_ctx, before, values) => this.checkEdit(before, values),
      beforeDelete: (_ctx, rows) => (rows.some((r) => r.state === 'registered') ? M.registeredNoDelete : null),
      beforeChildWrite: (_ctx, parent, change) => this.checkItemWrite(parent, change),
    });
    this.extensions.addCommand(INCOMING_ORDER.name, {
      name: 'register',
      run: (ctx, row) => registerIncomingOrder({ events: this.events, extensions: this.extensions }, ctx, row),
    });
  }

  private checkReceipt(values: Record<string, unknown>): void {
    if (values.receivedDate && String(values.receivedDate) > localDate()) throw badRequest(M.receivedInFuture);
  }

  private checkEdit(before: ResourceRow, values: Record<string, unknown>): void {
    if (before.state === 'registered') {
      if (Object.keys(values).some((k) => !EDITABLE.has(k) && changes(k, values[k], before[k]))) throw badRequest(M.registeredFixed);
    }
    if ('receivedDate' in values) this.checkReceipt(values);
  }

  private checkItemWrite(parent: ResourceRow, change: ChildChange): void {
    if (parent.state === 'registered') throw badRequest(M.registeredItemsFixed);
    if (change.kind === 'remove') return;
    const next: Record<string, unknown> = { ...change.before, ...change.values };
    checkItem(next, parent.receivedDate);
  }
}
