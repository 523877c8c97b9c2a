import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../../platform';
import { OrganizationSetup } from '../../organization-setup';
import { checkQualificationLevel, factParams, factValues, nextFacts, ORG_FACT_COLUMN_LIST } from '../../organization-report-facts';
import { auditOrg, checkCode, checkParent } from '../../organization-rules';
import { CreateOrganizationCommand } from './create-organization.command';

@CommandHandler(CreateOrganizationCommand)
export class CreateOrganizationHandler implements ICommandHandler<CreateOrganizationCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly setup: OrganizationSetup,
  ) {}

  async execute({ actor, dto, reason }: CreateOrganizationCommand): Promise<{ id: number }> {
    return inTransaction(this.ds, async (m) => {
      const parentId = dto.parentId ?? null;
      const allowSelfVerification = dto.allowSelfVerification ?? false;
      const facts = nextFacts(dto, null);
      await checkParent(m, actor, parentId);
      await checkCode(m, dto.code);
      await checkQualificationLevel(m, parentId, facts.qualification_level);
      const rows: { id: number }[] = await m.query(
        `INSERT INTO organizations (name, code, zone_code, logo, favicon, parent_id, allow_self_verification, ${ORG_FACT_COLUMN_LIST.join(', ')})
         VALUES ($1,$2,$3,$4,$5,$6,$7, ${factParams(8)}) RETURNING id`,
        [dto.name, dto.code, dto.zoneCode ?? null, dto.logo ?? null, dto.favicon ?? null, parentId, allowSelfVerification, ...factValues(facts)],
      );
      const next = { name: dto.name, code: dto.code, zone_code: dto.zoneCode ?? null, logo: dto.logo ?? null, favicon: dto.favicon ?? null, parent_id: parentId, allow_self_verification: allowSelfVerification, ...facts };
      await this.events.append(m, { type: EVENT_TYPES.OrganizationCreated, aggregateType: 'organization', aggregateId: rows[0].id, payload: { old: null, new: auditOrg(next) }, ...auditOf(actor), reason });
      // the product data every organisation starts with, written by the modules that own it
      await this.setup.setUp(m, rows[0].id, actor);
      return { id: rows[0].id };
    });
  }
}
