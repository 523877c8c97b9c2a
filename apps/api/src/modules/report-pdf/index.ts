// 报告PDF for the app module.
export { ReportPdfModule } from './report-pdf.module';
