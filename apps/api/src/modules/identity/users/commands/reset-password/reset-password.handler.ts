import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../../platform';
import { UserRules } from '../../user-rules';
import { ResetPasswordCommand } from './reset-password.command';

/** An administrator sets a user's password (spec §5 rule); the audit records that it changed, never the hash. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: UserRules,
  ) {}

  async execute({ actor, id, password, reason }: ResetPasswordCommand): Promise<void> {
    const hash = await argon2.hash(password, { type: argon2.argon2id });
    await inTransaction(this.ds, async (m) => {
      const [user] = await this.rules.loadForUpdate(m, actor, [id]);
      await m.query(`UPDATE users SET password_hash = $2, password_changed_at = now(), version = version + 1, updated_at = now() WHERE id = $1`, [user.id, hash]);
      await this.events.append(m, {
        type: EVENT_TYPES.UserPasswordReset,
        aggregateType: 'user',
        aggregateId: user.id,
        payload: { old: { password: '(hidden)' }, new: { password: '(changed)' }, username: user.username },
        ...auditOf(actor),
        reason,
      });
    });
  }
}
