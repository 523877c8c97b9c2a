import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../../platform';
import { RoleRules } from '../../role-rules';
import { AssignRoleMenusCommand } from './assign-role-menus.command';

@CommandHandler(AssignRoleMenusCommand)
export class AssignRoleMenusHandler implements ICommandHandler<AssignRoleMenusCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: RoleRules,
  ) {}

  async execute({ actor, id, menuIds, reason }: AssignRoleMenusCommand): Promise<void> {
    await inTransaction(this.ds, async (m) => {
      const [role] = await this.rules.loadForUpdate(m, actor, [id]);
      const next = await this.rules.checkMenus(m, actor, menuIds);
      await this.rules.replaceMenus(m, role.id, next);
      await m.query(`UPDATE roles SET version = version + 1, updated_at = now() WHERE id = $1`, [role.id]);
      await this.events.append(m, { type: EVENT_TYPES.RoleMenusAssigned, aggregateType: 'role', aggregateId: role.id, payload: { old: { menuIds: role.menu_ids }, new: { menuIds: next } }, ...auditOf(actor), reason });
    });
  }
}
