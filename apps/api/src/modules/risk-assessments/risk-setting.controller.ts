import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { EVENT_TYPES, permissionCodes, RISK_ASSESSMENT, RISK_SETTING_PATH, type RiskSettingView } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, badRequest, CurrentActor, firstRow, forbidden, inScope, inTransaction, notFound, readScope, RequirePermissions, writeScope } from '../../platform';
import { RISK_MESSAGES as M } from './risk.messages';

function organisationOf(actor: Actor, raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return actor.organizationId;
  const text = String(raw).trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.badOrganization);
  return id;
}

/**
 * 评估设置: the organisation's choice 新版标准未录入时按旧版评估 — read by whoever reads its
 * assessments, changed only by its administrators (`risk:setting`, within their write scope) with
 * a RiskSettingChanged event (old → new, reason).
 */
@ApiTags(RISK_ASSESSMENT.name)
@Controller()
export class RiskSettingController {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  @Get(RISK_SETTING_PATH)
  @RequirePermissions(...permissionCodes(RISK_ASSESSMENT, 'list'))
  async read(@CurrentActor() actor: Actor, @Query('organizationId') organizationId?: string): Promise<RiskSettingView> {
    const id = organisationOf(actor, organizationId);
    if (!inScope(readScope(actor), id)) throw notFound();
    const row = firstRow<{ risk_previous_edition: boolean }>(await this.ds.query(`SELECT risk_previous_edition FROM organizations WHERE id = $1`, [id]));
    if (!row) throw notFound();
    return { organizationId: id, previousEditionWhenNotTranscribed: row.risk_previous_edition };
  }

  @Put(RISK_SETTING_PATH)
  @RequirePermissions(...permissionCodes(RISK_ASSESSMENT, 'setting'))
  async change(@CurrentActor() actor: Actor, @Body() body: Record<string, unknown>): Promise<RiskSettingView> {
    const id = organisationOf(actor, body?.organizationId);
    const value = body?.previousEditionWhenNotTranscribed;
    if (typeof value !== 'boolean') throw badRequest(M.badSetting);
    const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 500) : null;
    if (!inScope(writeScope(actor), id)) throw inScope(readScope(actor), id) ? forbidden() : notFound();
    return inTransaction(this.ds, async (m) => {
      const row = firstRow<{ risk_previous_edition: boolean }>(await m.query(`SELECT risk_previous_edition FROM organizations WHERE id = $1 FOR UPDATE`, [id]));
      if (!row) throw notFound();
      if (row.risk_previous_edition !== value) {
        await m.query(`UPDATE organizations SET risk_previous_edition = $2 WHERE id = $1`, [id, value]);
        await this.events.append(m, {
          type: EVENT_TYPES.RiskSettingChanged,
          aggregateType: 'organization',
          aggregateId: id,
          payload: { old: { previousEditionWhenNotTranscribed: row.risk_previous_edition }, new: { previousEditionWhenNotTranscribed: value } },
          ...auditOf(actor),
          reason,
          organizationId: id,
        });
      }
      return { organizationId: id, previousEditionWhenNotTranscribed: value };
    });
  }
}
