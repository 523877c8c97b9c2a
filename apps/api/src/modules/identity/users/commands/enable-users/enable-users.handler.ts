import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, badRequest, inTransaction } from '../../../../../platform';
import { IDENTITY_MESSAGES as M } from '../../../shared/identity-messages';
import { UserRules } from '../../user-rules';
import { EnableUsersCommand } from './enable-users.command';

@CommandHandler(EnableUsersCommand)
export class EnableUsersHandler implements ICommandHandler<EnableUsersCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: UserRules,
  ) {}

  async execute({ actor, ids, enabled, reason }: EnableUsersCommand): Promise<void> {
    if (!enabled && ids.includes(actor.id)) throw badRequest(M.cannotDisableSelf);
    await inTransaction(this.ds, async (m) => {
      const rows = await this.rules.loadForUpdate(m, actor, ids);
      await m.query(`UPDATE users SET enabled = $2, version = version + 1, updated_at = now() WHERE id = ANY($1::int[])`, [rows.map((r) => r.id), enabled]);
      await this.events.append(
        m,
        rows.map((r) => ({
          type: enabled ? EVENT_TYPES.UserEnabled : EVENT_TYPES.UserDisabled,
          aggregateType: 'user',
          aggregateId: r.id,
          payload: { old: { enabled: r.enabled }, new: { enabled } },
          ...auditOf(actor),
          reason,
        })),
      );
    });
  }
}
