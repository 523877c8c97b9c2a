import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, writeScope, conflict, forbidden, inTransaction } from '../../../../../platform';
import { IDENTITY_MESSAGES as M } from '../../../shared/identity-messages';
import { auditRole, RoleRules } from '../../role-rules';
import { CreateRoleCommand } from './create-role.command';

@CommandHandler(CreateRoleCommand)
export class CreateRoleHandler implements ICommandHandler<CreateRoleCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: RoleRules,
  ) {}

  async execute({ actor, dto, reason }: CreateRoleCommand): Promise<{ id: number }> {
    this.rules.checkLevel(actor, dto.level);
    const organizationId = dto.organizationId ?? actor.organizationId;
    const scope = writeScope(actor);
    if (scope !== null && !scope.includes(organizationId)) throw forbidden(M.orgOutOfScope);
    const dataScope = dto.dataScope ?? 'OWN_ORG';
    return inTransaction(this.ds, async (m) => {
      const menuIds = await this.rules.checkMenus(m, actor, dto.menuIds ?? []);
      const orgIds = await this.rules.checkScope(m, actor, dataScope, dto.organizationIds);
      const zones = this.rules.checkZones(actor, dataScope, dto.zoneCodes);
      const taken = await m.query(`SELECT 1 FROM roles WHERE organization_id = $1 AND name = $2`, [organizationId, dto.name]);
      if (taken.length) throw conflict(M.roleNameTaken);
      const rows: { id: number }[] = await m.query(
        `INSERT INTO roles (name, level, data_scope, description, organization_id) VALUES ($1,$2,$3,$4,$5) RETURNING id`,
        [dto.name, dto.level, dataScope, dto.description ?? null, organizationId],
      );
      const id = rows[0].id;
      await this.rules.replaceMenus(m, id, menuIds);
      await this.rules.replaceOrganizations(m, id, orgIds);
      await this.rules.replaceZones(m, id, zones);
      await this.events.append(m, {
        type: EVENT_TYPES.RoleCreated,
        aggregateType: 'role',
        aggregateId: id,
        payload: { old: null, new: auditRole({ name: dto.name, level: dto.level, data_scope: dataScope, description: dto.description ?? null, organization_id: organizationId, menu_ids: menuIds, organization_ids: orgIds, zone_codes: zones }) },
        ...auditOf(actor),
        reason,
      });
      return { id };
    });
  }
}
