// 风险评估 for the app: the module.
export { RiskAssessmentsModule } from './risk-assessments.module';
