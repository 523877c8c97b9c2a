import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../../platform';
import { RoleRules } from '../../role-rules';
import { SetRoleDataScopeCommand } from './set-role-data-scope.command';

@CommandHandler(SetRoleDataScopeCommand)
export class SetRoleDataScopeHandler implements ICommandHandler<SetRoleDataScopeCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly rules: RoleRules,
  ) {}

  async execute({ actor, id, dataScope, organizationIds, reason, zoneCodes }: SetRoleDataScopeCommand): Promise<void> {
    await inTransaction(this.ds, async (m) => {
      const [role] = await this.rules.loadForUpdate(m, actor, [id]);
      const orgIds = await this.rules.checkScope(m, actor, dataScope, organizationIds);
      const zones = this.rules.checkZones(actor, dataScope, zoneCodes);
      await m.query(`UPDATE roles SET data_scope = $2, version = version + 1, updated_at = now() WHERE id = $1`, [role.id, dataScope]);
      await this.rules.replaceOrganizations(m, role.id, orgIds);
      await this.rules.replaceZones(m, role.id, zones);
      await this.events.append(m, {
        type: EVENT_TYPES.RoleDataScopeSet,
        aggregateType: 'role',
        aggregateId: role.id,
        payload: { old: { dataScope: role.data_scope, organizationIds: role.organization_ids, zoneCodes: role.zone_codes }, new: { dataScope, organizationIds: orgIds, zoneCodes: zones } },
        ...auditOf(actor),
        reason,
      });
    });
  }
}
