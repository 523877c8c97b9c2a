import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, conflict, inTransaction } from '../../../../../platform';
import { IDENTITY_MESSAGES as M } from '../../../shared/identity-messages';
import { auditUser, UserRules } from '../../user-rules';
import { CreateUserCommand } from './create-user.command';

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: UserRules,
  ) {}

  async execute({ actor, dto, reason }: CreateUserCommand): Promise<{ id: number }> {
    this.rules.checkFlags(actor, dto);
    const organizationId = dto.organizationId ?? actor.organizationId;
    this.rules.checkOrganization(actor, organizationId);
    const expiry = dto.expiryDate === undefined ? actor.expiryDate ?? null : dto.expiryDate === null ? null : new Date(dto.expiryDate);
    if (dto.expiryDate !== undefined) this.rules.checkExpiry(actor, expiry);
    const hash = await argon2.hash(dto.password, { type: argon2.argon2id });
    return inTransaction(this.ds, async (m) => {
      const roleIds = await this.rules.checkAssignableRoles(m, actor, dto.roleIds ?? []);
      const taken = await m.query(`SELECT 1 FROM users WHERE lower(username) = lower($1)`, [dto.username]);
      if (taken.length) throw conflict(M.usernameTaken);
      const rows: { id: number }[] = await m.query(
        `INSERT INTO users (username, nick_name, phone, email, password_hash, is_admin, is_qy, enabled, expiry_date, organization_id, password_changed_at, enterprise_credit_code)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10, now(), $11) RETURNING id`,
        [dto.username, dto.nickName, dto.phone || null, dto.email || null, hash, dto.isAdmin ?? false, dto.isQy ?? 0, dto.enabled ?? true, expiry, organizationId, dto.enterpriseCreditCode || null],
      );
      const id = rows[0].id;
      await this.rules.replaceRoles(m, id, roleIds);
      await this.events.append(m, {
        type: EVENT_TYPES.UserCreated,
        aggregateType: 'user',
        aggregateId: id,
        payload: {
          old: null,
          new: auditUser({ username: dto.username, nick_name: dto.nickName, phone: dto.phone ?? null, email: dto.email ?? null, is_admin: dto.isAdmin ?? false, is_qy: dto.isQy ?? 0, enterprise_credit_code: dto.enterpriseCreditCode || null, enabled: dto.enabled ?? true, expiry_date: expiry, organization_id: organizationId, role_ids: roleIds }),
        },
        ...auditOf(actor),
        reason,
      });
      return { id };
    });
  }
}
