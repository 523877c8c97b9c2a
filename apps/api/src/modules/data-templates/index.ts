// 数据模板 for other modules: the module, and the sampling plan generator's defaults of an organisation.
export { DataTemplatesModule } from './data-templates.module';
export { samplingPlanDefaults, type SamplingPlanDefaults, type SamplingTypeDefaults } from './sampling-plan-defaults';
