// 报告公示 for the app module.
export { ReportDisclosuresModule } from './report-disclosures.module';
