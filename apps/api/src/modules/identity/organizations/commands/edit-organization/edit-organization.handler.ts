import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, checkVersion, inTransaction, firstRow, stale } from '../../../../../platform';
import { checkQualificationLevel, factValues, nextFacts, ORG_FACT_COLUMN_LIST } from '../../organization-report-facts';
import { auditOrg, checkCode, checkParent, loadOrgsForUpdate } from '../../organization-rules';
import { EditOrganizationCommand } from './edit-organization.command';

@CommandHandler(EditOrganizationCommand)
export class EditOrganizationHandler implements ICommandHandler<EditOrganizationCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, dto, reason }: EditOrganizationCommand): Promise<{ id: number; version: number }> {
    return inTransaction(this.ds, async (m) => {
      const [old] = await loadOrgsForUpdate(m, actor, [dto.id]);
      checkVersion(dto.version, old.version);
      const next = {
        ...old,
        name: dto.name ?? old.name,
        code: dto.code ?? old.code,
        zone_code: dto.zoneCode === undefined ? old.zone_code : dto.zoneCode,
        logo: dto.logo === undefined ? old.logo : dto.logo,
        favicon: dto.favicon === undefined ? old.favicon : dto.favicon,
        parent_id: dto.parentId === undefined ? old.parent_id : dto.parentId,
        allow_self_verification: dto.allowSelfVerification ?? old.allow_self_verification,
        ...nextFacts(dto, old),
      };
      if (next.parent_id !== old.parent_id) await checkParent(m, actor, next.parent_id, old.id);
      if (next.code !== old.code) await checkCode(m, next.code, old.id);
      if (next.qualification_level !== old.qualification_level) await checkQualificationLevel(m, old.id, next.qualification_level);
      const facts = ORG_FACT_COLUMN_LIST.map((column, i) => `${column}=$${9 + i}`).join(', ');
      const rows = firstRow<{ version: number }>(await m.query(
        `UPDATE organizations SET name=$2, code=$3, zone_code=$4, logo=$5, favicon=$6, parent_id=$7, allow_self_verification=$8, ${facts}, version = version + 1, updated_at = now()
         WHERE id = $1 RETURNING version`,
        [old.id, next.name, next.code, next.zone_code, next.logo, next.favicon, next.parent_id, next.allow_self_verification, ...factValues(next)],
      ));
      // Read under lock above, so a missing row means it was deleted meanwhile.
      if (!rows) throw stale();
      await this.events.append(m, { type: EVENT_TYPES.OrganizationEdited, aggregateType: 'organization', aggregateId: old.id, payload: { old: auditOrg(old), new: auditOrg(next) }, ...auditOf(actor), reason });
      return { id: old.id, version: rows.version };
    });
  }
}
