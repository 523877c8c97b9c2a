import { Injectable, OnModuleInit } from '@nestjs/common';
import { SF_FINANCE, SF_INTEGRAL_RULE, SF_QUALITY, WORKFLOW_MACHINES } from '@ohit/contracts';
import { dec } from '@ohit/domain';
import { badRequest, conflict } from '../../platform';
import { ResourceExtensions } from '../resources';
import { SUPERVISION_TASK_MESSAGES as M } from './supervision-tasks.messages';

const OPEN_QC_STATES = ['contracted', 'resulted'];

/**
 * 三方质控, 财务记录, 积分规则: an engagement's items change until it is judged; 登记结果 needs every
 * item's result and verdict, 判定合格 no failed item, 判定不合格 a rectification due date (and its
 * reason); a finance record never pays more than its fee and dates a payment; a rule's period is
 * ordered and its points not zero.
 */
@Injectable()
export class ThirdPartyQcRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(SF_QUALITY.name, {
      beforeEdit: (_ctx, before) => {
        if (before.state === 'passed' || before.state === 'rectified') throw conflict(M.qcLocked(WORKFLOW_MACHINES.thirdPartyQc.stateLabel(String(before.state))));
      },
      beforeChildWrite: (_ctx, parent) => {
        if (!OPEN_QC_STATES.includes(String(parent.state))) throw conflict(M.qcLocked(WORKFLOW_MACHINES.thirdPartyQc.stateLabel(String(parent.state))));
      },
      beforeTransition: async (ctx, row, step) => {
        const items: { result: string | null; passed: boolean | null }[] = await ctx.m.query(`SELECT result, passed FROM sf_quality_items WHERE engagement_id = $1`, [row.id]);
        if (step.event === 'recordResults' && (!items.length || items.some((i) => !i.result || i.passed === null))) throw conflict(M.qcItemsIncomplete);
        if (step.event === 'pass' && items.some((i) => i.passed === false)) throw conflict(M.qcHasFailures);
        if (step.event === 'fail' && !row.rectifyDue) throw conflict(M.rectifyDueRequired);
      },
    });

    const checkPayment = (row: Record<string, unknown>) => {
      const paid = dec(String(row.paidAmount ?? '0'));
      if (row.fee !== undefined && row.fee !== null && paid.gt(String(row.fee))) throw badRequest(M.overpaid);
      if (paid.isPositive() && !row.paidDate) throw badRequest(M.paidDateRequired);
    };
    this.extensions.addHooks(SF_FINANCE.name, {
      beforeCreate: (_ctx, values) => checkPayment(values),
      beforeEdit: (_ctx, before, values) => checkPayment({ ...before, ...values }),
    });

    const checkRule = (row: Record<string, unknown>) => {
      if (row.effectiveTo && row.effectiveFrom && String(row.effectiveTo) < String(row.effectiveFrom)) throw badRequest(M.rulePeriod);
      if (Number(row.points) === 0) throw badRequest(M.ruleZero);
    };
    this.extensions.addHooks(SF_INTEGRAL_RULE.name, {
      beforeCreate: (_ctx, values) => checkRule(values),
      beforeEdit: (_ctx, before, values) => checkRule({ ...before, ...values }),
    });
  }
}
