import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, badRequest, checkVersion, conflict, inTransaction, firstRow, stale } from '../../../../../platform';
import { IDENTITY_MESSAGES as M } from '../../../shared/identity-messages';
import { auditUser, UserRules } from '../../user-rules';
import { EditUserCommand } from './edit-user.command';

@CommandHandler(EditUserCommand)
export class EditUserHandler implements ICommandHandler<EditUserCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: UserRules,
  ) {}

  async execute({ actor, dto, reason }: EditUserCommand): Promise<{ id: number; version: number }> {
    return inTransaction(this.ds, async (m) => {
      const [old] = await this.rules.loadForUpdate(m, actor, [dto.id]);
      checkVersion(dto.version, old.version);
      this.rules.checkFlags(actor, dto, old);
      if (dto.organizationId !== undefined && dto.organizationId !== old.organization_id) this.rules.checkOrganization(actor, dto.organizationId);
      if (dto.id === actor.id && dto.enabled === false) throw badRequest(M.cannotDisableSelf);
      const roleIds = dto.roleIds === undefined ? old.role_ids : await this.rules.checkAssignableRoles(m, actor, dto.roleIds);
      if (dto.username !== undefined && dto.username.toLowerCase() !== old.username.toLowerCase()) {
        const taken = await m.query(`SELECT 1 FROM users WHERE lower(username) = lower($1) AND id <> $2`, [dto.username, dto.id]);
        if (taken.length) throw conflict(M.usernameTaken);
      }
      const next = {
        ...old,
        username: dto.username ?? old.username,
        nick_name: dto.nickName ?? old.nick_name,
        phone: dto.phone === undefined ? old.phone : dto.phone || null,
        email: dto.email === undefined ? old.email : dto.email || null,
        is_admin: dto.isAdmin ?? old.is_admin,
        is_qy: dto.isQy ?? Number(old.is_qy),
        enterprise_credit_code: dto.enterpriseCreditCode === undefined ? old.enterprise_credit_code : dto.enterpriseCreditCode || null,
        enabled: dto.enabled ?? old.enabled,
        organization_id: dto.organizationId ?? old.organization_id,
        role_ids: roleIds,
      };
      const rows = firstRow<{ version: number }>(await m.query(
        `UPDATE users SET username=$2, nick_name=$3, phone=$4, email=$5, is_admin=$6, is_qy=$7, enabled=$8, organization_id=$9, enterprise_credit_code=$10,
           version = version + 1, updated_at = now() WHERE id = $1 RETURNING version`,
        [dto.id, next.username, next.nick_name, next.phone, next.email, next.is_admin, next.is_qy, next.enabled, next.organization_id, next.enterprise_credit_code],
      ));
      // Read under lock above, so a missing row means it was deleted meanwhile.
      if (!rows) throw stale();
      if (dto.roleIds !== undefined) await this.rules.replaceRoles(m, dto.id, roleIds);
      await this.events.append(m, {
        type: EVENT_TYPES.UserEdited,
        aggregateType: 'user',
        aggregateId: dto.id,
        payload: { old: auditUser(old), new: auditUser(next) },
        ...auditOf(actor),
        reason,
      });
      return { id: dto.id, version: rows.version };
    });
  }
}
