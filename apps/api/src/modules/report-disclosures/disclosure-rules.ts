import { Injectable, OnModuleInit } from '@nestjs/common';
import { REPORT_DISCLOSURE, type ResourceRow } from '@ohit/contracts';
import { badRequest } from '../../platform';
import { type ExtensionContext, ResourceExtensions, type TransitionStep } from '../resources';
import { disclosureBeingCreated } from './disclosure-creation';
import { DISCLOSURE_MESSAGES as M } from './report-disclosures.messages';

/**
 * 报告公示's rules on the kernel's commands: a disclosure is made only from an issued report; each
 * step records who and when — 审核通过 the supervisor, 发布 the publisher, who may never be the
 * supervisor who passed it (four eyes) —, 不予公示 and 撤回 keep their reason on the row, and a step
 * back (退回, 重新审核) clears the review so the next publication is reviewed again.
 */
@Injectable()
export class DisclosureRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(REPORT_DISCLOSURE.name, {
      beforeCreate: (ctx) => {
        const values = disclosureBeingCreated(ctx.m);
        if (!values) throw badRequest(M.onlyFromReport);
        return values;
      },
      beforeTransition: (ctx, row, step) => this.step(ctx, row, step),
    });
  }

  private step(ctx: ExtensionContext, row: ResourceRow, step: TransitionStep): Record<string, unknown> {
    const now = new Date().toISOString();
    const cleared = { reviewedBy: null, reviewedAt: null };
    switch (step.event) {
      case 'review':
        return { reviewedBy: ctx.actor.id, reviewedAt: now };
      case 'publish':
        if (row.reviewedBy !== null && row.reviewedBy !== undefined && Number(row.reviewedBy) === ctx.actor.id) throw badRequest(M.samePerson);
        return { publishedBy: ctx.actor.id, publishedAt: now, withdrawalReason: null };
      case 'return':
        return cleared;
      case 'withhold':
        return { withheldReason: String(ctx.reason ?? '').trim() };
      case 'withdraw':
        return { withdrawalReason: String(ctx.reason ?? '').trim() };
      case 'reopen':
        return { ...cleared, withheldReason: null, publishedBy: null, publishedAt: null };
      default:
        return {};
    }
  }
}
