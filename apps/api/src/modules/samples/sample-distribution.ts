import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ASSIGNMENT_FIELDS, type AnalystLoadView, type DistributionResult, SAMPLE, type UsableInstrumentView } from '@ohit/contracts';
import { ANALYST_LOAD_STATES } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, badRequest, firstRow, inScope, inTransaction, notFound, readScope, writeScope } from '../../platform';
import { assertUsableEquipment, usableInstruments } from '../equipment';
import { checkReferenceFields, localDate } from '../resources';
import { assertAuthorisedAnalyst } from '../staff-authorizations';
import { lockSamples, moveSample, recordCustody, sampleTarget } from './sample-moves';
import { assertWithinShelfLife } from './sample-rules';
import type { DistributionDto } from './samples.dto';
import { SAMPLE_MESSAGES as M } from './samples.messages';

/**
 * 样品分发 (the spec's distribution call): received samples of one organisation assigned at once to
 * an analyst of that organisation with an instrument usable today (assertUsableEquipment's
 * refusal), each with a method (its instrument family) the analyst is authorised for today
 * (人员授权, assertAuthorisedAnalyst) and within its shelf life or with a recorded deviation;
 * each sample 已分发 with its own event and a 分发 step of its chain of custody. All or nothing.
 * And each analyst's load: the samples assigned and not yet submitted.
 */
@Injectable()
export class SampleDistribution {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  distribute(actor: Actor, body: DistributionDto): Promise<DistributionResult> {
    const reason = body.reason ?? null;
    return inTransaction(this.ds, async (m) => {
      const samples = await lockSamples(m, [...new Set(body.ids)], writeScope(actor));
      // another organisation's sample is never revealed: the same answer as a missing one
      if (samples.length !== new Set(body.ids).size) throw notFound();
      const organizationId = Number(samples[0].organizationId);
      if (samples.some((s) => Number(s.organizationId) !== organizationId)) throw badRequest(M.oneOrganisation);
      await checkReferenceFields(m, [ASSIGNMENT_FIELDS[0]], organizationId, { analyst: body.analyst });
      const instrument = await assertUsableEquipment(m, body.instrument, { organizationId, on: localDate(), purpose: M.analysisPurpose, lock: true });
      for (const sample of samples) {
        sampleTarget(sample, 'distribute', reason);
        if (!sample.instrumentFamily) throw badRequest(M.noMethod(String(sample.code)));
        assertWithinShelfLife(sample);
      }
      const today = localDate();
      for (const method of new Set(samples.map((s) => Number(s.method)).filter((id) => id > 0))) await assertAuthorisedAnalyst(m, organizationId, body.analyst, method, today);
      const ctx = { m, actor, decl: SAMPLE, reason };
      const now = new Date().toISOString();
      for (const sample of samples) {
        const moved = await moveSample(this.events, ctx, sample, 'distribute', { analyst: body.analyst, instrument: body.instrument, distributedAt: now }, reason);
        await recordCustody(this.events, ctx, moved, { step: 'distribute', giver: actor.id, receiver: body.analyst, instrumentName: instrument.label, remark: reason }, reason);
      }
      const analyst = firstRow<{ name: string }>(await m.query(`SELECT COALESCE(NULLIF(nick_name, ''), username) AS name FROM users WHERE id = $1`, [body.analyst]));
      return { count: samples.length, message: M.distributed(samples.length, analyst?.name ?? '') };
    });
  }

  /** The organisation's enabled users with their load, the least loaded first (the caller's organisation unless one of its read scope is named). */
  async loads(actor: Actor, requested: unknown): Promise<AnalystLoadView[]> {
    const organizationId = organisationOf(actor, requested);
    const rows: { id: number; name: string; username: string; assigned: number }[] = await this.ds.query(
      `SELECT u.id, COALESCE(NULLIF(u.nick_name, ''), u.username) AS name, u.username, count(s.id)::int AS assigned
         FROM users u
         LEFT JOIN samples s ON s.analyst_id = u.id AND s.state = ANY($2::text[])
        WHERE u.organization_id = $1 AND u.enabled
        GROUP BY u.id
        ORDER BY assigned, name, u.id`,
      [organizationId, ANALYST_LOAD_STATES],
    );
    return rows.map((r) => ({ userId: r.id, name: r.name, username: r.username, assigned: r.assigned }));
  }

  /** The organisation's instruments usable today (in service, calibration valid): the only ones a distribution offers. */
  usableInstruments(actor: Actor, requested: unknown): Promise<UsableInstrumentView[]> {
    return usableInstruments(this.ds.manager, organisationOf(actor, requested), localDate());
  }
}

/** The organisation a read is for: one of the caller's read scope when named, else the caller's own. */
function organisationOf(actor: Actor, requested: unknown): number {
  const wanted = requested === undefined || requested === '' ? actor.organizationId : Number(requested);
  return Number.isSafeInteger(wanted) && inScope(readScope(actor), wanted) ? wanted : actor.organizationId;
}
