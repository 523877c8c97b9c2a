import { Controller, Get, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { INTEGRAL_POINTS_PATH, type IntegralPointsView, SF_INTEGRAL_RULE } from '@ohit/contracts';
import { INTEGRAL_EVENT_LABELS, integralPoints, type IntegralRule, qcEngagementEvents } from '@ohit/domain';
import { type Actor, badRequest, CurrentActor, forbidden, inScope, readScope, RequirePermissions } from '../../platform';
import { SUPERVISION_TASK_MESSAGES as M } from './supervision-tasks.messages';

/**
 * An organisation's points (积分): its third-party QC engagements' events scored by its integral rules
 * in force on each event's date (integralPoints) — computed on every read, never stored. `?organizationId=`
 * names an organisation of the caller's read scope (a supervisor's zone); the caller's own by default.
 */
@Controller()
export class IntegralPointsController {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @Get(INTEGRAL_POINTS_PATH)
  @RequirePermissions(`${SF_INTEGRAL_RULE.permission}:list`, 'sfQuality:list')
  async points(@CurrentActor() actor: Actor, @Query('organizationId') organizationId?: string): Promise<IntegralPointsView> {
    const orgId = organizationId === undefined || organizationId === '' ? actor.organizationId : Number(organizationId);
    if (!Number.isSafeInteger(orgId) || orgId < 1) throw badRequest('机构ID必须是正整数');
    if (!inScope(readScope(actor), orgId)) throw forbidden(M.pointsOrgOutside);
    const rules: IntegralRule[] = (
      await this.ds.query(`SELECT id, event_kind, points, effective_from::text AS "from", effective_to::text AS "to" FROM sf_integral_rules WHERE organization_id = $1`, [orgId])
    ).map((r: { id: number; event_kind: IntegralRule['eventKind']; points: number; from: string; to: string | null }) => ({
      id: Number(r.id),
      eventKind: r.event_kind,
      points: Number(r.points),
      effectiveFrom: r.from,
      effectiveTo: r.to,
    }));
    const engagements: { code: string; state: string; judgedDate: string | null; rectifyDue: string | null; rectifiedDate: string | null }[] = await this.ds.query(
      `SELECT code, state, judged_date::text AS "judgedDate", rectify_due::text AS "rectifyDue", rectified_date::text AS "rectifiedDate"
         FROM sf_quality_engagements WHERE organization_id = $1 ORDER BY id`,
      [orgId],
    );
    const result = integralPoints(rules, engagements.flatMap(qcEngagementEvents));
    return { total: result.total, lines: result.lines.map((l) => ({ ...l, kindLabel: INTEGRAL_EVENT_LABELS[l.kind] })) };
  }
}
