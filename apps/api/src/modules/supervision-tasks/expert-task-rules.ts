import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EXPERT_CHECK, EXPERT_OPINION, EXPERT_TASK, type ResourceRow, WORKFLOW_MACHINES } from '@ohit/contracts';
import { expertGroupRefusal, opinionScoreTotal, parseOrgCodes } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, conflict, firstRow } from '../../platform';
import { type ChildChange, createRow, type ExtensionContext, ResourceExtensions } from '../resources';
import { openCheckResponse } from './expert-check-response-rules';
import { reviewedOrganisation } from './reviewed-organisation';
import { SUPERVISION_TASK_MESSAGES as M } from './supervision-tasks.messages';

/** The check 开始检查 is creating in this transaction (its task and organisation), read by its beforeCreate. */
const creating = new WeakMap<EntityManager, Record<string, unknown>>();

interface MemberRow {
  expert_id: number;
  name: string;
  role: 'leader' | 'member';
  conflict_org_codes: string | null;
}

const members = (m: EntityManager, taskId: number): Promise<MemberRow[]> =>
  m.query(`SELECT mb.expert_id, e.name, mb.role, e.conflict_org_codes FROM expert_task_members mb JOIN experts e ON e.id = mb.expert_id WHERE mb.task_id = $1 ORDER BY mb.id`, [taskId]);

/**
 * 专家任务's rules around the generic commands: the organisations reviewed lie in the supervisor's
 * zones; the group is changed only as a draft and formed only by expertGroupRefusal (one leader, no
 * conflict of interest); 开始检查 opens one 质控检查 per organisation (and the organisation's own answer
 * row, 质控检查答复); a task closes when every check has; a check concludes only once every expert of
 * the group gave an opinion, with its conclusion; 接收机构答复 needs the organisation's submitted answer
 * and copies it; an opinion comes from an expert of the group free of conflict with the organisation,
 * once, its item scores totalled exactly (opinionScoreTotal).
 */
@Injectable()
export class ExpertTaskRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(EXPERT_TASK.name, {
      beforeEdit: (_ctx, before) => {
        if (before.state === 'closed' || before.state === 'cancelled') throw conflict(M.taskLocked(WORKFLOW_MACHINES.expertTask.stateLabel(String(before.state))));
      },
      beforeChildWrite: async (ctx, parent, change) => {
        if (parent.state !== 'draft') throw conflict(M.groupLocked);
        if (change.child === 'orgs' && change.values && 'orgCode' in change.values) await reviewedOrganisation(ctx.m, ctx.actor, change.values.orgCode);
      },
      beforeTransition: async (ctx, row, step) => {
        if (step.event === 'formGroup') await this.checkGroup(ctx, row.id as number);
        if (step.event === 'close') await this.checkAllClosed(ctx.m, row.id as number);
      },
      afterTransition: async (ctx, _before, after, step) => {
        if (step.event === 'start') await this.openChecks(ctx, after);
      },
    });

    this.extensions.addHooks(EXPERT_CHECK.name, {
      beforeCreate: (ctx) => {
        const values = creating.get(ctx.m);
        if (!values) throw badRequest(M.checkOnlyFromTask);
        return values;
      },
      beforeEdit: (_ctx, before, values) => {
        const state = String(before.state);
        if (state === 'closed') throw conflict(M.checkLocked(WORKFLOW_MACHINES.expertCheck.stateLabel(state)));
        const changes = (name: string) => name in values && String(values[name] ?? '') !== String(before[name] ?? '');
        if ((changes('conclusion') || changes('conclusionGrade')) && state !== 'checking') throw conflict(M.conclusionAfterCheck);
      },
      beforeChildWrite: (_ctx, parent) => {
        if (parent.state !== 'checking') throw conflict(M.checkLocked(WORKFLOW_MACHINES.expertCheck.stateLabel(String(parent.state))));
      },
      beforeTransition: async (ctx, row, step) => {
        if (step.event === 'respond') return this.receiveResponse(ctx.m, Number(row.id));
        if (step.event !== 'conclude') return;
        if (!row.conclusionGrade) throw conflict(M.conclusionGradeMissing);
        const missing: { name: string }[] = await ctx.m.query(
          `SELECT e.name FROM expert_task_members mb JOIN experts e ON e.id = mb.expert_id
            WHERE mb.task_id = $1 AND NOT EXISTS (SELECT 1 FROM expert_opinions o WHERE o.check_id = $2 AND o.expert_id = mb.expert_id) ORDER BY mb.id`,
          [row.task, row.id],
        );
        if (missing.length) throw conflict(M.opinionsMissing(missing.map((x) => x.name).join('、')));
      },
    });

    this.extensions.addHooks(EXPERT_OPINION.name, {
      beforeCreate: async (ctx, values) => {
        await this.checkOpinion(ctx, values.check, values.expertId, null);
      },
      beforeEdit: async (ctx, before, values) => {
        if (('check' in values && Number(values.check) !== Number(before.check)) || ('expertId' in values && Number(values.expertId) !== Number(before.expertId))) throw badRequest(M.opinionFixed);
        await this.openCheck(ctx.m, before.check);
      },
      beforeDelete: async (ctx, rows) => {
        for (const r of rows) await this.openCheck(ctx.m, r.check);
        return null;
      },
      beforeChildWrite: async (ctx, parent, change) => {
        await this.openCheck(ctx.m, parent.check);
        await this.keepTotal(ctx.m, Number(parent.id), change);
      },
    });
  }

  /** 接收机构答复: the organisation's answer must be submitted; its words become the check's response. */
  private async receiveResponse(m: EntityManager, checkId: number): Promise<Record<string, unknown>> {
    const answer = firstRow<{ state: string; response: string | null; rectification: string | null }>(
      await m.query(`SELECT state, response, rectification FROM expert_check_responses WHERE check_id = $1 FOR UPDATE`, [checkId]),
    );
    if (answer?.state !== 'submitted') throw conflict(M.responseNotSubmitted);
    const rectification = String(answer.rectification ?? '').trim();
    return { response: rectification ? `${answer.response}\n整改说明：${rectification}` : answer.response };
  }

  /** The opinion's total over its item scores as they will be after this change (exact; null when none is scored). */
  private async keepTotal(m: EntityManager, opinionId: number, change: ChildChange): Promise<void> {
    if (change.child !== 'items') return;
    const rows: { id: number; score: string | null }[] = await m.query(`SELECT id, score::text AS score FROM expert_opinion_items WHERE opinion_id = $1`, [opinionId]);
    const changedId = Number(change.before?.id ?? 0);
    const scores = rows.filter((r) => Number(r.id) !== changedId).map((r) => r.score);
    if (change.kind !== 'remove') scores.push((change.values && 'score' in change.values ? change.values.score : change.before?.score) as string | null);
    await m.query(`UPDATE expert_opinions SET total_score = $2 WHERE id = $1`, [opinionId, opinionScoreTotal(scores)]);
  }

  private async checkGroup(ctx: ExtensionContext, taskId: number): Promise<void> {
    const orgs: { org_code: string; name: string | null }[] = await ctx.m.query(
      `SELECT t.org_code, o.name FROM expert_task_orgs t LEFT JOIN organizations o ON o.code = t.org_code WHERE t.task_id = $1 ORDER BY t.id`,
      [taskId],
    );
    const refusal = expertGroupRefusal(
      (await members(ctx.m, taskId)).map((mb) => ({ expertId: Number(mb.expert_id), name: mb.name, role: mb.role, conflictOrgCodes: parseOrgCodes(mb.conflict_org_codes) })),
      orgs.map((o) => ({ code: o.org_code, name: o.name ?? o.org_code })),
    );
    if (refusal) throw conflict(refusal);
  }

  private async checkAllClosed(m: EntityManager, taskId: number): Promise<void> {
    const open: { code: string }[] = await m.query(`SELECT code FROM expert_checks WHERE task_id = $1 AND state <> 'closed' ORDER BY id`, [taskId]);
    if (open.length) throw conflict(M.checksOpen(open.map((c) => c.code).join('、')));
  }

  /** One check per organisation reviewed, each made as an add makes it (numbered, one Created event). */
  private async openChecks(ctx: ExtensionContext, task: ResourceRow): Promise<void> {
    const orgs: { org_code: string }[] = await ctx.m.query(`SELECT org_code FROM expert_task_orgs WHERE task_id = $1 ORDER BY id`, [task.id]);
    for (const { org_code } of orgs) {
      const org = await reviewedOrganisation(ctx.m, ctx.actor, org_code);
      creating.set(ctx.m, { task: task.id, orgCode: org.code, orgName: org.name });
      try {
        const check = await createRow({ events: this.events, extensions: this.extensions }, { ...ctx, decl: EXPERT_CHECK }, Number(task.organizationId), {}, { verb: 'Created', payload: { task: task.id } });
        creating.delete(ctx.m);
        await openCheckResponse({ events: this.events, extensions: this.extensions }, ctx, check, task, org);
      } finally {
        creating.delete(ctx.m);
      }
    }
  }

  /** The check an opinion is about, still open for opinions (检查中). */
  private async openCheck(m: EntityManager, checkId: unknown): Promise<{ id: number; task_id: number; org_code: string; org_name: string }> {
    const check = firstRow<{ id: number; task_id: number; org_code: string; org_name: string; state: string }>(
      await m.query(`SELECT id, task_id, org_code, org_name, state FROM expert_checks WHERE id = $1`, [Number(checkId)]),
    );
    if (!check) throw badRequest(M.checkUnknown);
    if (check.state !== 'checking') throw conflict(M.opinionCheckClosed(WORKFLOW_MACHINES.expertCheck.stateLabel(check.state)));
    return check;
  }

  private async checkOpinion(ctx: ExtensionContext, checkId: unknown, expertId: unknown, selfId: number | null): Promise<void> {
    const check = await this.openCheck(ctx.m, checkId);
    const member = (await members(ctx.m, check.task_id)).find((mb) => Number(mb.expert_id) === Number(expertId));
    if (!member) {
      const expert = firstRow<{ name: string }>(await ctx.m.query(`SELECT name FROM experts WHERE id = $1`, [Number(expertId)]));
      throw badRequest(M.expertNotInGroup(expert?.name ?? String(expertId)));
    }
    if (parseOrgCodes(member.conflict_org_codes).includes(check.org_code)) throw badRequest(M.expertConflict(member.name, check.org_name));
    const taken = await ctx.m.query(`SELECT 1 FROM expert_opinions WHERE check_id = $1 AND expert_id = $2 AND id <> $3`, [check.id, Number(expertId), selfId ?? 0]);
    if (taken.length) throw conflict(M.opinionTaken(member.name));
  }
}
