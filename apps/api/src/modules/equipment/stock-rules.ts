import { Injectable, OnModuleInit } from '@nestjs/common';
import { STOCK_COMMAND_MOVEMENTS, STOCK_DECLARATIONS, type ResourceRow } from '@ohit/contracts';
import { assertNotExpired, assertReturnable, stockAfterMovement, type StockMovementType } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { firstRow } from '../../platform';
import { type ExtensionContext, localDate, recordChildRow, ResourceExtensions } from '../resources';

/**
 * Stock movements of consumables, standard substances and reagents — one set of row-lock
 * commands for the three kinds (入库, 领用, 退回, 报废): the kernel locks the item before the
 * command reads its stock, so concurrent issues serialise and each sees what is left; the
 * domain refuses anything that would take the stock below zero, issuing an expired item, and
 * returning more than a project took. Each movement is recorded (the item's read-only
 * 出入库记录, with the balance after it) and the kernel writes the new stock with one event.
 */
@Injectable()
export class StockRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    for (const decl of STOCK_DECLARATIONS) {
      for (const [name, type] of Object.entries(STOCK_COMMAND_MOVEMENTS)) {
        this.extensions.addCommand(decl.name, { name, run: (ctx, item, input) => this.move(ctx, item, type, input) });
      }
    }
  }

  private async move(ctx: ExtensionContext, item: ResourceRow, type: StockMovementType, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    const quantity = String(input.quantity);
    const unit = String(item.unit ?? '');
    if (type === 'issue') {
      assertNotExpired({ name: String(item.name), batchNo: (item.batchNo as string | null) ?? null, expiryDate: (item.expiryDate as string | null) ?? null }, localDate());
    }
    if (type === 'return') {
      const taken = firstRow<{ issued: string; returned: string }>(
        await ctx.m.query(
          `SELECT COALESCE(sum(quantity) FILTER (WHERE movement_type = 'issue'), 0) AS issued,
                  COALESCE(sum(quantity) FILTER (WHERE movement_type = 'return'), 0) AS returned
             FROM stock_movements WHERE item_id = $1 AND project_id = $2`,
          [item.id, input.project],
        ),
      );
      assertReturnable(taken?.issued ?? '0', taken?.returned ?? '0', quantity, unit);
    }
    const balance = stockAfterMovement(String(item.stockQuantity ?? '0'), type, quantity, unit);
    await recordChildRow(this.events, ctx, item, 'movements', {
      movementType: type,
      quantity,
      balance,
      project: type === 'issue' || type === 'return' ? input.project : null,
      // 领用人: the one named, else whoever records it
      receiver: type === 'issue' ? (input.receiver ?? ctx.actor.id) : null,
      remark: ctx.reason ?? null,
    });
    return { stockQuantity: balance };
  }
}
