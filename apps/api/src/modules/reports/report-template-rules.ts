import { Injectable, OnModuleInit } from '@nestjs/common';
import { optionLabel, REPORT_TEMPLATE, REPORT_TEMPLATE_KIND_FIELD, type ResourceRow } from '@ohit/contracts';
import { conflict } from '../../platform';
import { type ExtensionContext, ResourceExtensions } from '../resources';
import { REPORT_MESSAGES as M } from './reports.messages';

/**
 * 报告模板: one row per organisation and template kind — a second one for a kind is refused with
 * the kind named (the unique index answers a race with the kernel's 409); a copy or an edit to a
 * kind already kept is refused the same way.
 */
@Injectable()
export class ReportTemplateRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(REPORT_TEMPLATE.name, {
      afterCreate: (ctx, row) => this.single(ctx, row),
      afterEdit: async (ctx, before, after) => {
        if (after.template !== before.template) await this.single(ctx, after);
      },
    });
  }

  private async single(ctx: ExtensionContext, row: ResourceRow): Promise<void> {
    const twin = await ctx.m.query(`SELECT 1 FROM report_templates WHERE organization_id = $1 AND template = $2 AND id <> $3 LIMIT 1`, [row.organizationId, row.template, row.id]);
    if (twin.length > 0) throw conflict(M.templateTaken(optionLabel(REPORT_TEMPLATE_KIND_FIELD, String(row.template))));
  }
}
