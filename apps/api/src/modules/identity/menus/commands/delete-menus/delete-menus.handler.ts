import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, notFound, inTransaction } from '../../../../../platform';
import { requireAdmin } from '../../menu-rules';
import { DeleteMenusCommand } from './delete-menus.command';

@CommandHandler(DeleteMenusCommand)
export class DeleteMenusHandler implements ICommandHandler<DeleteMenusCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, ids, reason }: DeleteMenusCommand): Promise<void> {
    requireAdmin(actor);
    await inTransaction(this.ds, async (m) => {
      const found = await m.query(`SELECT id FROM menus WHERE id = ANY($1::int[])`, [ids]);
      if (found.length !== new Set(ids).size) throw notFound();
      const rows: { id: number; pid: number | null; type: number; title: string; permission: string | null; path: string | null }[] = await m.query(
        `WITH RECURSIVE d AS (SELECT id FROM menus WHERE id = ANY($1::int[]) UNION SELECT c.id FROM menus c JOIN d ON c.pid = d.id)
         SELECT m.id, m.pid, m.type, m.title, m.permission, m.path FROM menus m JOIN d ON d.id = m.id FOR UPDATE OF m`,
        [ids],
      );
      await m.query(`DELETE FROM menus WHERE id = ANY($1::int[])`, [rows.map((r) => r.id)]);
      await this.events.append(
        m,
        rows.map((r) => ({ type: EVENT_TYPES.MenuDeleted, aggregateType: 'menu', aggregateId: r.id, payload: { old: r, new: null }, ...auditOf(actor), reason })),
      );
    });
  }
}
