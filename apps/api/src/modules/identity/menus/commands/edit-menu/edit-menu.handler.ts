import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, checkVersion, notFound, inTransaction, firstRow, stale } from '../../../../../platform';
import { auditMenu, checkMenu, menuValues, requireAdmin } from '../../menu-rules';
import { EditMenuCommand } from './edit-menu.command';

@CommandHandler(EditMenuCommand)
export class EditMenuHandler implements ICommandHandler<EditMenuCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, dto, reason }: EditMenuCommand): Promise<{ id: number; version: number }> {
    requireAdmin(actor);
    return inTransaction(this.ds, async (m) => {
      const rows = await m.query(
        `SELECT pid, type, title, component_name AS "componentName", component, path, icon, sort, i_frame AS "iFrame", cache, hidden, permission, version
         FROM menus WHERE id = $1 FOR UPDATE`,
        [dto.id],
      );
      const old = rows[0];
      if (!old) throw notFound();
      checkVersion(dto.version, old.version);
      const pid = await checkMenu(m, dto, dto.id);
      const updated = firstRow<{ version: number }>(await m.query(
        `UPDATE menus SET pid=$1, type=$2, title=$3, component_name=$4, component=$5, path=$6, icon=$7, sort=$8, i_frame=$9, cache=$10, hidden=$11, permission=$12,
           version = version + 1, updated_at = now() WHERE id = $13 RETURNING version`,
        [...menuValues(dto, pid), dto.id],
      ));
      // Read under lock above, so a missing row means it was deleted meanwhile.
      if (!updated) throw stale();
      await this.events.append(m, { type: EVENT_TYPES.MenuEdited, aggregateType: 'menu', aggregateId: dto.id, payload: { old: auditMenu(old), new: auditMenu({ ...dto, pid }) }, ...auditOf(actor), reason });
      return { id: dto.id, version: updated.version };
    });
  }
}
