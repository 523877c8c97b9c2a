// 检测报告 for the app module.
export { ReportsModule } from './reports.module';
export { lockIssuedReportsWithout, type IssuedWithoutResult, type ReportFollowerTable } from './issued-reports-without';
