import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EXPERT_CHECK_RESPONSE, type ResourceRow, WORKFLOW_MACHINES } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';
import { badRequest, conflict, firstRow } from '../../platform';
import { createRow, type ExtensionContext, ResourceExtensions } from '../resources';
import { SUPERVISION_TASK_MESSAGES as M } from './supervision-tasks.messages';

/** The answer 开始检查 is opening in this transaction (its check's facts), read by its beforeCreate. */
const opening = new WeakMap<EntityManager, Record<string, unknown>>();

/**
 * 开始检查's second half: the organisation reviewed gets its answer row for the check — made as an add
 * makes it, in ITS organisation (numbered there, one Created event), carrying the check's facts.
 */
export async function openCheckResponse(
  deps: { events: DomainEventsService; extensions: ResourceExtensions },
  ctx: ExtensionContext,
  check: ResourceRow,
  task: ResourceRow,
  org: { id: number; name: string },
): Promise<ResourceRow> {
  const authority = firstRow<{ name: string }>(await ctx.m.query(`SELECT name FROM organizations WHERE id = $1`, [task.organizationId]));
  opening.set(ctx.m, { checkId: check.id, checkCode: check.code, taskCode: task.code, taskName: task.name, authorityName: authority?.name ?? null, orgName: org.name });
  try {
    return await createRow(deps, { ...ctx, decl: EXPERT_CHECK_RESPONSE }, org.id, {}, { verb: 'Created', payload: { check: check.id, checkCode: check.code } });
  } finally {
    opening.delete(ctx.m);
  }
}

/** The state of the check an answer is about. */
export async function checkStateOf(m: EntityManager, checkId: unknown): Promise<string> {
  const check = firstRow<{ state: string }>(await m.query(`SELECT state FROM expert_checks WHERE id = $1`, [Number(checkId)]));
  if (!check) throw badRequest(M.checkUnknown);
  return check.state;
}

const checkLabel = (state: string) => WORKFLOW_MACHINES.expertCheck.stateLabel(state);

/**
 * 质控检查答复 (the organisation's row): opened only by its check's task; written by the organisation
 * while 待答复 and its check not yet answered (检查中 or 已出结论); 提交答复 once the group concluded and
 * with the answer written; 修改答复 (with its reason — the machine's) only until the supervisor
 * received it. Its evidence follows the same rule.
 */
@Injectable()
export class ExpertCheckResponseRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    const writable = async (m: EntityManager, row: ResourceRow) => {
      if (row.state !== 'pending') throw conflict(M.responseSubmitted);
      const state = await checkStateOf(m, row.checkId);
      if (state !== 'checking' && state !== 'concluded') throw conflict(M.responseCheckAnswered(checkLabel(state)));
    };
    this.extensions.addHooks(EXPERT_CHECK_RESPONSE.name, {
      beforeCreate: (ctx) => {
        const values = opening.get(ctx.m);
        if (!values) throw badRequest(M.responseOnlyFromCheck);
        return values;
      },
      beforeEdit: (ctx, before) => writable(ctx.m, before),
      beforeAttachmentWrite: (ctx, parent) => writable(ctx.m, parent),
      beforeTransition: async (ctx, row, step) => {
        const state = await checkStateOf(ctx.m, row.checkId);
        if (step.event === 'submit') {
          if (state === 'checking') throw conflict(M.responseBeforeConclusion);
          if (state !== 'concluded') throw conflict(M.responseCheckAnswered(checkLabel(state)));
          if (!String(row.response ?? '').trim()) throw conflict(M.responseRequired);
        }
        if (step.event === 'revise' && state !== 'concluded' && state !== 'checking') throw conflict(M.responseCheckAnswered(checkLabel(state)));
      },
    });
  }
}
