import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { QS_INSPECTION, QS_RECTIFICATION, type ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { badRequest, conflict, firstRow } from '../../platform';
import { CommandOutcome, createRow, type ExtensionContext, ResourceExtensions, transitionRow } from '../resources';
import { PROVINCIAL_QC_MESSAGES as M } from './provincial-qc.messages';
import { zoneOrganisation } from './zone-organisation';

/** Values of a rectification opened by 下达整改 (its inspection's facts), handed to its beforeCreate hook. */
const rectifying = new WeakMap<EntityManager, Record<string, unknown>>();

/**
 * 质量监督: an inspection (the authority's) names an organisation of the caller's zones; its findings
 * change only in 草稿; 下达整改 needs a finding and opens the organisation's 整改 (findings copied);
 * 关闭检查 needs the rectification accepted; 认可整改 / 退回整改 move the organisation's rectification
 * (one event there with old → new and the reason, one on the inspection). The rectification (the
 * organisation's) is written by it while 待整改 — a fix per finding, measures, evidence — and
 * 提交整改 needs the measures and every finding's fix.
 */
@Injectable()
export class InspectionRules implements OnModuleInit {
  constructor(
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(QS_INSPECTION.name, {
      beforeCreate: async (ctx, values) => ({ orgName: (await zoneOrganisation(ctx.m, ctx.actor, String(values.orgCode ?? ''))).name }),
      beforeEdit: async (ctx, before, values) => {
        if (before.state !== 'draft') throw conflict(M.inspectionLocked);
        if (values.orgCode !== undefined && values.orgCode !== before.orgCode) await zoneOrganisation(ctx.m, ctx.actor, String(values.orgCode ?? ''));
      },
      afterEdit: async (ctx, _before, after) => {
        await ctx.m.query(`UPDATE qs_inspections i SET org_name = o.name FROM organizations o WHERE i.id = $1 AND o.code = i.org_code`, [after.id]);
      },
      beforeChildWrite: (_ctx, parent) => {
        if (parent.state !== 'draft') throw conflict(M.inspectionLocked);
      },
      beforeTransition: async (ctx, row, step) => {
        if (step.event === 'issue') return this.openRectification(ctx, row);
        if (step.event === 'close') {
          const r = firstRow<{ state: string }>(await ctx.m.query(`SELECT state FROM qs_rectifications WHERE inspection_id = $1`, [row.id]));
          if (r?.state !== 'accepted') throw conflict(M.rectificationNotAccepted);
        }
        return undefined;
      },
    });
    this.extensions.addCommand(QS_INSPECTION.name, { name: 'acceptRectification', run: (ctx, row, input) => this.judge(ctx, row, 'acceptRectification', input.opinion) });
    this.extensions.addCommand(QS_INSPECTION.name, { name: 'returnRectification', run: (ctx, row) => this.judge(ctx, row, 'returnRectification', null) });

    this.extensions.addHooks(QS_RECTIFICATION.name, {
      beforeCreate: (ctx) => {
        const values = rectifying.get(ctx.m);
        if (!values) throw badRequest(M.rectificationFromInspection);
        return values;
      },
      beforeEdit: (_ctx, before) => {
        if (before.state !== 'pending') throw conflict(M.rectificationLocked);
      },
      beforeChildWrite: (_ctx, parent, change) => {
        if (change.kind !== 'edit') throw badRequest(M.findingsFixed);
        if (parent.state !== 'pending') throw conflict(M.rectificationLocked);
      },
      beforeTransition: async (ctx, row, step) => {
        if (step.event !== 'submitRectification') return;
        if (!String(row.measures ?? '').trim()) throw conflict(M.measuresRequired);
        const [{ open }] = await ctx.m.query(`SELECT count(*)::int AS open FROM qs_rectification_items WHERE rectification_id = $1 AND coalesce(trim(fix), '') = ''`, [row.id]);
        if (open) throw conflict(M.fixesRequired(open));
      },
    });
  }

  /** 下达整改: the organisation's rectification, its findings copied. */
  private async openRectification(ctx: ExtensionContext, inspection: ResourceRow): Promise<Record<string, unknown>> {
    const [{ n }] = await ctx.m.query(`SELECT count(*)::int AS n FROM qs_inspection_findings WHERE inspection_id = $1`, [inspection.id]);
    if (!n) throw conflict(M.noFindings);
    const org = await zoneOrganisation(ctx.m, ctx.actor, String(inspection.orgCode ?? ''));
    const authority = firstRow<{ name: string }>(await ctx.m.query(`SELECT name FROM organizations WHERE id = $1`, [inspection.organizationId]));
    rectifying.set(ctx.m, {
      inspectionId: inspection.id,
      inspectionCode: inspection.code,
      authorityName: authority?.name ?? null,
      orgName: org.name,
      inspectionDate: inspection.inspectionDate,
      rectifyDue: inspection.rectifyDue,
    });
    let row: ResourceRow;
    try {
      row = await createRow(this, { ...ctx, decl: QS_RECTIFICATION }, org.id, {}, { verb: 'Created', payload: { inspection: inspection.id, inspectionCode: inspection.code } });
    } finally {
      rectifying.delete(ctx.m);
    }
    await ctx.m.query(
      `INSERT INTO qs_rectification_items (rectification_id, item, finding, severity, requirement, organization_id, create_by, update_by)
       SELECT $1, item, finding, severity, requirement, $2, $3, $3 FROM qs_inspection_findings WHERE inspection_id = $4 ORDER BY id`,
      [row.id, org.id, ctx.actor.username, inspection.id],
    );
    await ctx.m.query(`UPDATE qs_inspections SET inspected_org_id = $2 WHERE id = $1`, [inspection.id, org.id]);
    return { rectificationCode: row.code };
  }

  private async judge(ctx: ExtensionContext, inspection: ResourceRow, event: 'acceptRectification' | 'returnRectification', opinion: unknown): Promise<CommandOutcome> {
    const raw = firstRow<Record<string, unknown>>(await ctx.m.query(`SELECT ${selectColumns(QS_RECTIFICATION)} FROM qs_rectifications t WHERE t.inspection_id = $1 FOR UPDATE`, [inspection.id]));
    if (!raw) throw conflict(M.noRectification);
    const before = toApiRow(QS_RECTIFICATION, raw);
    const after = await transitionRow(this, { ...ctx, decl: QS_RECTIFICATION }, before, event);
    if (event === 'acceptRectification' && opinion !== undefined && opinion !== null && String(opinion).trim()) {
      await ctx.m.query(`UPDATE qs_rectifications SET opinion = $2 WHERE id = $1`, [after.id, String(opinion).trim()]);
    }
    return new CommandOutcome({}, { judged: { rectification: after.id, code: after.code, organizationId: after.organizationId, from: before.state, to: after.state, opinion: opinion ?? null } });
  }
}
