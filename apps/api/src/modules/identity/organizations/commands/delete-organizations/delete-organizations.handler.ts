import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, badRequest, inTransaction } from '../../../../../platform';
import { IDENTITY_MESSAGES as M } from '../../../shared/identity-messages';
import { auditOrg, loadOrgsForUpdate } from '../../organization-rules';
import { OrganizationSetup } from '../../organization-setup';
import { DeleteOrganizationsCommand } from './delete-organizations.command';

@CommandHandler(DeleteOrganizationsCommand)
export class DeleteOrganizationsHandler implements ICommandHandler<DeleteOrganizationsCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly setup: OrganizationSetup,
  ) {}

  async execute({ actor, ids, reason }: DeleteOrganizationsCommand): Promise<void> {
    if (ids.includes(actor.organizationId)) throw badRequest(M.orgOwn);
    await inTransaction(this.ds, async (m) => {
      const rows = await loadOrgsForUpdate(m, actor, ids);
      const list = rows.map((r) => r.id);
      const used = await m.query(
        `SELECT 1 WHERE EXISTS (SELECT 1 FROM users WHERE organization_id = ANY($1::int[]))
            OR EXISTS (SELECT 1 FROM roles WHERE organization_id = ANY($1::int[]))
            OR EXISTS (SELECT 1 FROM organizations WHERE parent_id = ANY($1::int[]) AND NOT (id = ANY($1::int[])))`,
        [list],
      );
      if (used.length) throw badRequest(M.orgInUse);
      // the product data the organisation was set up with (its methods catalogue…) goes with it
      await this.setup.tearDown(m, list, actor, reason ?? null);
      await m.query(`DELETE FROM organizations WHERE id = ANY($1::int[])`, [list]);
      await this.events.append(
        m,
        rows.map((r) => ({ type: EVENT_TYPES.OrganizationDeleted, aggregateType: 'organization', aggregateId: r.id, payload: { old: auditOrg(r), new: null }, ...auditOf(actor), reason })),
      );
    });
  }
}
