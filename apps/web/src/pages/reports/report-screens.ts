import { INCOMING_REPORT_TEMPLATES, REPORT, type ReportTemplateKind, type ResourceDeclaration, SITE_REPORT_TEMPLATES } from '@ohit/contracts';
import type { SearchValues } from '../../resources/search-params';

/** 报告预览 (our samplers' projects) and 报告预览（新） (incoming samples): the same reports, each screen its templates. */
export interface ReportScreen {
  /** The menu's permission prefix (REPORT's or its alias). */
  prefix: 'reportPreview' | 'reportPreviewNew';
  templates: readonly ReportTemplateKind[];
  /** The hidden route a report of the screen opens in. */
  detailRoute: 'reportDetail' | 'reportNewDetail';
  /** Its projects are incoming samples (编制报告's choice). */
  incoming: boolean;
}

export const REPORT_SCREENS: Readonly<Record<'site' | 'incoming', ReportScreen>> = {
  site: { prefix: 'reportPreview', templates: SITE_REPORT_TEMPLATES, detailRoute: 'reportDetail', incoming: false },
  incoming: { prefix: 'reportPreviewNew', templates: INCOMING_REPORT_TEMPLATES, detailRoute: 'reportNewDetail', incoming: true },
};

/** REPORT as a screen sees it: its menu's prefix (the buttons are the menu's) and its own detail route. */
export function reportView(screen: ReportScreen): ResourceDeclaration {
  return {
    ...REPORT,
    permission: screen.prefix,
    permissionAliases: [],
    detailRoute: { name: screen.detailRoute, query: REPORT.detailRoute?.query ?? {} },
  };
}

/** What the screen's list is always narrowed to: its templates. */
export function reportFilter(screen: ReportScreen): SearchValues {
  return { template: [...screen.templates] };
}
