// 检测结果判定 for other modules and the app: the module, and a project's judgements (the report will read them).
export { JudgementsModule } from './judgements.module';
export { ProjectJudgements } from './project-judgements';
