import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../../platform';
import { auditMenu, checkMenu, menuValues, requireAdmin } from '../../menu-rules';
import { CreateMenuCommand } from './create-menu.command';

@CommandHandler(CreateMenuCommand)
export class CreateMenuHandler implements ICommandHandler<CreateMenuCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, dto, reason }: CreateMenuCommand): Promise<{ id: number }> {
    requireAdmin(actor);
    return inTransaction(this.ds, async (m) => {
      const pid = await checkMenu(m, dto);
      const rows: { id: number }[] = await m.query(
        `INSERT INTO menus (pid, type, title, component_name, component, path, icon, sort, i_frame, cache, hidden, permission)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) RETURNING id`,
        menuValues(dto, pid),
      );
      await this.events.append(m, { type: EVENT_TYPES.MenuCreated, aggregateType: 'menu', aggregateId: rows[0].id, payload: { old: null, new: auditMenu({ ...dto, pid }) }, ...auditOf(actor), reason });
      return { id: rows[0].id };
    });
  }
}
