import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../../platform';
import { UserRules } from '../../user-rules';
import { SetUsersExpiryCommand } from './set-users-expiry.command';

@CommandHandler(SetUsersExpiryCommand)
export class SetUsersExpiryHandler implements ICommandHandler<SetUsersExpiryCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: UserRules,
  ) {}

  async execute({ actor, ids, expiryDate, reason }: SetUsersExpiryCommand): Promise<void> {
    const expiry = expiryDate === null ? null : new Date(expiryDate);
    this.rules.checkExpiry(actor, expiry);
    await inTransaction(this.ds, async (m) => {
      const rows = await this.rules.loadForUpdate(m, actor, ids);
      await m.query(`UPDATE users SET expiry_date = $2, version = version + 1, updated_at = now() WHERE id = ANY($1::int[])`, [rows.map((r) => r.id), expiry]);
      await this.events.append(
        m,
        rows.map((r) => ({
          type: EVENT_TYPES.UserExpiryChanged,
          aggregateType: 'user',
          aggregateId: r.id,
          payload: { old: { expiryDate: r.expiry_date ? new Date(r.expiry_date).toISOString() : null }, new: { expiryDate: expiry?.toISOString() ?? null } },
          ...auditOf(actor),
          reason,
        })),
      );
    });
  }
}
