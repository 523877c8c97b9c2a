import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { SurveyRules } from './survey-rules';
import { SurveyUploadsController } from './survey-uploads.controller';

/**
 * Site surveys (现场调查): the generic engine serves `api/siteSurvey` from the SITE_SURVEY
 * declaration (workflow, children, attachments); this module adds the survey's rules as hooks
 * and the spec's upload endpoints onto its attachment slots.
 */
@Module({
  imports: [ResourcesModule],
  controllers: [SurveyUploadsController],
  providers: [SurveyRules],
})
export class SurveysModule {}
