import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AppConfig, AppConfigModule } from '@ohit/server-config';
import { DatabaseModule } from '@ohit/server-database';
import { RedisModule } from '@ohit/server-queue';
import { HealthModule } from './health/health.module';
import { RealtimeGatewayModule } from './modules/realtime/realtime-gateway.module';
import { IdentityModule } from './modules/identity/identity.module';
import { DictionariesModule } from './modules/dictionaries/dictionaries.module';
import { UploadsModule } from './modules/uploads/uploads.module';
import { AppReleasesModule } from './modules/app-releases/app-releases.module';
import { PlatformsModule } from './modules/platforms/platforms.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { ResourcesModule } from './modules/resources/resources.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { ProjectsModule } from './modules/projects/projects.module';
import { MethodsModule } from './modules/methods/methods.module';
import { SurveysModule } from './modules/surveys/surveys.module';
import { SamplingPlansModule } from './modules/sampling-plans/sampling-plans.module';
import { SiteSamplingModule } from './modules/site-sampling/site-sampling.module';
import { SamplesModule } from './modules/samples/samples.module';
import { LaboratoryModule } from './modules/laboratory';
import { EquipmentModule } from './modules/equipment';
import { HelpDocumentsModule } from './modules/help-documents/help-documents.module';
import { DataTemplatesModule } from './modules/data-templates';
import { StaffAuthorizationsModule } from './modules/staff-authorizations';
import { JudgementsModule } from './modules/judgements';
import { ApprovalsModule } from './modules/approvals';
import { WorkingCalendarModule } from './modules/working-calendar';
import { QualityControlModule } from './modules/quality-control';
import { ArchivesModule } from './modules/archives';
import { IndustryNewsModule } from './modules/industry-news';
import { ReportsModule } from './modules/reports';
import { ReportPdfModule } from './modules/report-pdf';
import { ReportSignaturesModule } from './modules/report-signatures';
import { ReportDisclosuresModule } from './modules/report-disclosures';
import { SupervisionTasksModule } from './modules/supervision-tasks';
import { RiskAssessmentsModule } from './modules/risk-assessments';
import { SamePlatformModule } from './modules/same-platform';
import { ProvincialQcModule } from './modules/provincial-qc';
import { ProvincialPushModule } from './modules/provincial-push';
import { EnterpriseModule } from './modules/enterprise';

/** Feature modules register here; each owns its commands, queries and controllers. */
export const FEATURE_MODULES: DynamicModule['imports'] = [HealthModule, IdentityModule, RealtimeGatewayModule, NotificationsModule, ResourcesModule, JobsModule, DictionariesModule, UploadsModule, AppReleasesModule, PlatformsModule, ProjectsModule, MethodsModule, StaffAuthorizationsModule, SurveysModule, SamplingPlansModule, SiteSamplingModule, SamplesModule, LaboratoryModule, EquipmentModule, DataTemplatesModule, HelpDocumentsModule, IndustryNewsModule, JudgementsModule, ReportsModule, ReportPdfModule, ReportDisclosuresModule, ReportSignaturesModule, WorkingCalendarModule, ApprovalsModule, QualityControlModule, ArchivesModule, DashboardModule, RiskAssessmentsModule, SamePlatformModule, ProvincialQcModule, SupervisionTasksModule, EnterpriseModule, ProvincialPushModule];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [AppConfigModule.forRoot(config), DatabaseModule.forRoot(), RedisModule, CqrsModule.forRoot(), ...(FEATURE_MODULES ?? [])],
    };
  }
}
