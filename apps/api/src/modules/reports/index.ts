// 检测报告 for the app module.
export { ReportsModule } from './reports.module';
