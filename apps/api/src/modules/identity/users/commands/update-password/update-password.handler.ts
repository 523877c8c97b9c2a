import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, badRequest, inTransaction } from '../../../../../platform';
import { IDENTITY_MESSAGES as M } from '../../../shared/identity-messages';
import { UpdatePasswordCommand } from './update-password.command';

/** A user changes their own password, proving the old one. */
@CommandHandler(UpdatePasswordCommand)
export class UpdatePasswordHandler implements ICommandHandler<UpdatePasswordCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, oldPass, newPass, reason }: UpdatePasswordCommand): Promise<void> {
    if (oldPass === newPass) throw badRequest(M.samePassword);
    const hash = await argon2.hash(newPass, { type: argon2.argon2id });
    await inTransaction(this.ds, async (m) => {
      const rows: { password_hash: string }[] = await m.query(`SELECT password_hash FROM users WHERE id = $1 FOR UPDATE`, [actor.id]);
      const ok = rows[0] && (await argon2.verify(rows[0].password_hash, oldPass).catch(() => false));
      if (!ok) throw badRequest(M.oldPasswordWrong);
      await m.query(`UPDATE users SET password_hash = $2, password_changed_at = now(), version = version + 1, updated_at = now() WHERE id = $1`, [actor.id, hash]);
      await this.events.append(m, {
        type: EVENT_TYPES.UserPasswordChanged,
        aggregateType: 'user',
        aggregateId: actor.id,
        payload: { old: { password: '(hidden)' }, new: { password: '(changed)' } },
        ...auditOf(actor),
        reason,
      });
    });
  }
}
