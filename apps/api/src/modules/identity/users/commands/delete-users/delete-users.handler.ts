import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NEVER_EXPIRING_USER_ID } from '@ohit/domain';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, badRequest, forbidden, inTransaction } from '../../../../../platform';
import { IDENTITY_MESSAGES as M } from '../../../shared/identity-messages';
import { auditUser, UserRules } from '../../user-rules';
import { DeleteUsersCommand } from './delete-users.command';

@CommandHandler(DeleteUsersCommand)
export class DeleteUsersHandler implements ICommandHandler<DeleteUsersCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: UserRules,
  ) {}

  async execute({ actor, ids, reason }: DeleteUsersCommand): Promise<void> {
    if (ids.includes(actor.id)) throw badRequest(M.cannotDeleteSelf);
    if (ids.includes(NEVER_EXPIRING_USER_ID)) throw forbidden(M.cannotTouchAdmin);
    await inTransaction(this.ds, async (m) => {
      const rows = await this.rules.loadForUpdate(m, actor, ids);
      await m.query(`DELETE FROM users WHERE id = ANY($1::int[])`, [rows.map((r) => r.id)]);
      await this.events.append(
        m,
        rows.map((r) => ({ type: EVENT_TYPES.UserDeleted, aggregateType: 'user', aggregateId: r.id, payload: { old: auditUser(r), new: null }, ...auditOf(actor), reason })),
      );
    });
  }
}
