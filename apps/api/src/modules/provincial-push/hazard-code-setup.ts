import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PROVINCE_HAZARD_CODE, PROVINCE_HAZARD_CODE_DEFAULTS, resourceEventType } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf } from '../../platform';
import { OrganizationSetup } from '../identity';

/**
 * Every new organisation starts with the province's codes of the common hazards
 * (PROVINCE_HAZARD_CODE_DEFAULTS, one event), maintained afterwards in 省平台编码对照; an
 * organisation deleted takes its codes with it.
 */
@Injectable()
export class HazardCodeSetup implements OnModuleInit {
  constructor(
    private readonly setup: OrganizationSetup,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.setup.add('provinceHazardCodes', {
      setUp: (m, organizationId, actor) => this.seed(m, organizationId, actor),
      tearDown: async (m, organizationIds, actor, reason) => {
        const gone: { organization_id: number }[] = await m.query(`DELETE FROM province_hazard_codes WHERE organization_id = ANY($1::int[]) RETURNING organization_id`, [organizationIds]);
        for (const organizationId of new Set(gone.map((g) => g.organization_id))) {
          await this.events.append(m, { type: resourceEventType(PROVINCE_HAZARD_CODE.name, 'Deleted'), aggregateType: PROVINCE_HAZARD_CODE.name, aggregateId: organizationId, payload: { organizationId }, ...auditOf(actor), organizationId, reason });
        }
      },
    });
  }

  private async seed(m: EntityManager, organizationId: number, actor: Actor): Promise<void> {
    const rows = PROVINCE_HAZARD_CODE_DEFAULTS;
    const made: unknown[] = await m.query(
      `INSERT INTO province_hazard_codes (hazard, check_item_code, result_item_code, unit_code, unit_name, organization_id, create_by)
       SELECT h, c, r, u, n, $6::int, $7::varchar FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS d(h, c, r, u, n)
       ON CONFLICT (organization_id, hazard) DO NOTHING RETURNING id`,
      [rows.map((r) => r.hazard), rows.map((r) => r.checkItemCode), rows.map((r) => r.resultItemCode), rows.map((r) => r.unitCode), rows.map((r) => r.unitName), organizationId, actor.username],
    );
    if (made.length) {
      await this.events.append(m, { type: resourceEventType(PROVINCE_HAZARD_CODE.name, 'Imported'), aggregateType: PROVINCE_HAZARD_CODE.name, aggregateId: organizationId, payload: { count: made.length, source: '省平台编码默认值' }, ...auditOf(actor), organizationId });
    }
  }
}
