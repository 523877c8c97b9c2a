import { ReportDetailPage } from './ReportDetailPage';
import { ReportList } from './ReportList';
import { REPORT_SCREENS } from './report-screens';

/** 报告预览 (/reportPreview): the reports of our samplers' projects (定期, 评价, 监督检测). */
export function ReportPreviewList() {
  return <ReportList screen={REPORT_SCREENS.site} />;
}

/** 报告预览（新） (/reportPreviewNew): the incoming samples' reports (来样检测). */
export function ReportPreviewNewList() {
  return <ReportList screen={REPORT_SCREENS.incoming} />;
}

/** A report of 报告预览 (/report/details). */
export function ReportDetail() {
  return <ReportDetailPage screen={REPORT_SCREENS.site} />;
}

/** A report of 报告预览（新） (/reportNew/details). */
export function ReportNewDetail() {
  return <ReportDetailPage screen={REPORT_SCREENS.incoming} />;
}
