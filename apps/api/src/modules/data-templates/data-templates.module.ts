import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { SurveyTemplateUse } from './survey-template-use';
import { TemplateRules } from './template-rules';

/**
 * 数据模板 (system/dataModule): the generic engine serves the three kinds (api/siteSurveyModule,
 * api/cyfaModule, api/qsjcModule) from their declarations; this module adds their rules as hooks
 * (one default per kind, unique names, rows that fit), pre-fills a new site survey from the
 * default 现场调查模板 and serves the survey's 应用模板, and gives the sampling plan its defaults
 * (samplingPlanDefaults).
 */
@Module({
  imports: [ResourcesModule],
  providers: [TemplateRules, SurveyTemplateUse],
})
export class DataTemplatesModule {}
