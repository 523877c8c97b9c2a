import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, checkVersion, conflict, inTransaction, firstRow, stale } from '../../../../../platform';
import { IDENTITY_MESSAGES as M } from '../../../shared/identity-messages';
import { auditRole, RoleRules } from '../../role-rules';
import { EditRoleCommand } from './edit-role.command';

@CommandHandler(EditRoleCommand)
export class EditRoleHandler implements ICommandHandler<EditRoleCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: RoleRules,
  ) {}

  async execute({ actor, dto, reason }: EditRoleCommand): Promise<{ id: number; version: number }> {
    if (dto.level !== undefined) this.rules.checkLevel(actor, dto.level);
    return inTransaction(this.ds, async (m) => {
      const [old] = await this.rules.loadForUpdate(m, actor, [dto.id]);
      checkVersion(dto.version, old.version);
      const next = { ...old, name: dto.name ?? old.name, level: dto.level ?? old.level, description: dto.description === undefined ? old.description : dto.description };
      if (next.name !== old.name) {
        const taken = await m.query(`SELECT 1 FROM roles WHERE organization_id = $1 AND name = $2 AND id <> $3`, [old.organization_id, next.name, old.id]);
        if (taken.length) throw conflict(M.roleNameTaken);
      }
      const scope = await this.rules.scopeChange(m, actor, old, dto);
      const rows = firstRow<{ version: number }>(await m.query(
        `UPDATE roles SET name=$2, level=$3, description=$4, data_scope = COALESCE($5, data_scope), version = version + 1, updated_at = now() WHERE id = $1 RETURNING version`,
        [old.id, next.name, next.level, next.description, scope?.dataScope ?? null],
      ));
      // Read under lock above, so a missing row means it was deleted meanwhile.
      if (!rows) throw stale();
      await this.events.append(m, { type: EVENT_TYPES.RoleEdited, aggregateType: 'role', aggregateId: old.id, payload: { old: auditRole(old), new: auditRole(next) }, ...auditOf(actor), reason });
      if (scope) {
        // the form's 数据权限: the same event as PUT api/roles/dataScope
        await this.rules.replaceOrganizations(m, old.id, scope.organizationIds);
        await this.rules.replaceZones(m, old.id, scope.zoneCodes);
        await this.events.append(m, {
          type: EVENT_TYPES.RoleDataScopeSet,
          aggregateType: 'role',
          aggregateId: old.id,
          payload: { old: { dataScope: old.data_scope, organizationIds: old.organization_ids, zoneCodes: old.zone_codes }, new: scope },
          ...auditOf(actor),
          reason,
        });
      }
      return { id: old.id, version: rows.version };
    });
  }
}
