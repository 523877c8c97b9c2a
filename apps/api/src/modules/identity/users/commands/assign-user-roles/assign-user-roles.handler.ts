import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../../platform';
import { UserRules } from '../../user-rules';
import { AssignUserRolesCommand } from './assign-user-roles.command';

@CommandHandler(AssignUserRolesCommand)
export class AssignUserRolesHandler implements ICommandHandler<AssignUserRolesCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: UserRules,
  ) {}

  async execute({ actor, id, roleIds, reason }: AssignUserRolesCommand): Promise<void> {
    await inTransaction(this.ds, async (m) => {
      const [user] = await this.rules.loadForUpdate(m, actor, [id]);
      const next = await this.rules.checkAssignableRoles(m, actor, roleIds);
      await this.rules.replaceRoles(m, user.id, next);
      await m.query(`UPDATE users SET version = version + 1, updated_at = now() WHERE id = $1`, [user.id]);
      await this.events.append(m, {
        type: EVENT_TYPES.UserRolesAssigned,
        aggregateType: 'user',
        aggregateId: user.id,
        payload: { old: { roleIds: user.role_ids }, new: { roleIds: next } },
        ...auditOf(actor),
        reason,
      });
    });
  }
}
