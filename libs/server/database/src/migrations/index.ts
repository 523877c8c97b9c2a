import { CreateShellTables1732400000000 } from './1732400000000-create-shell-tables';
import { CreateDomainEvents1732200000000 } from './1732200000000-create-domain-events';
import { CreateOrganizations1732200010000 } from './1732200010000-create-organizations';
import { CreateMenus1732200020000 } from './1732200020000-create-menus';
import { CreateRoles1732200030000 } from './1732200030000-create-roles';
import { CreateUsers1732200040000 } from './1732200040000-create-users';
import { CreateResources1732300000000 } from './1732300000000-create-resources';
import { IndexResourceUpdateTime1732450000000 } from './1732450000000-index-resource-update-time';
import { IndexProjectLookup1732460000000 } from './1732460000000-index-project-lookup';
import { CreateEquipmentCategories1732510000000 } from './1732510000000-create-equipment-categories';
import { CreateHelpDocuments1732530000000 } from './1732530000000-create-help-documents';
import { DomainEventsClaimLease1732610000000 } from './1732610000000-domain-events-claim-lease';
import { BusinessKernelProjects1732700000000 } from './1732700000000-business-kernel-projects';
import { OpenJobTypes1732707100000 } from './1732707100000-open-job-types';
import { IndexProjectListNewest1732780000000 } from './1732780000000-index-project-list-newest';
import { IdentityVersion1732790000000 } from './1732790000000-identity-version';
import { LabMethods1732800000000 } from './1732800000000-lab-methods';
import { EquipmentAndStock1732810000000 } from './1732810000000-equipment-and-stock';
import { SiteSurveys1732820000000 } from './1732820000000-site-surveys';
import { SamplingPlans1732830000001 } from './1732830000001-sampling-plans';
import { OnSiteSampling1732840000000 } from './1732840000000-on-site-sampling';
import { DataTemplates1732850000000 } from './1732850000000-data-templates';
import { SampleCustody1732860000000 } from './1732860000000-sample-custody';
import { StaffAuthorizations1732870000000 } from './1732870000000-staff-authorizations';
import { LabBatches1732880000000 } from './1732880000000-lab-batches';
import { IncomingOrders1732890000000 } from './1732890000000-incoming-orders';
import { InstrumentImportMappings1732895000000 } from './1732895000000-instrument-import-mappings';
import { SamplingDayMeasurements1732900000000 } from './1732900000000-sampling-day-measurements';
import { IndustryNews1732910000000 } from './1732910000000-industry-news';
import { WorkingCalendar1732920000000 } from './1732920000000-working-calendar';
import { Reports1732930000000 } from './1732930000000-reports';
import { ApprovalFlows1732940000000 } from './1732940000000-approval-flows';
import { ReportApprovals1732940000001 } from './1732940000001-report-approvals';
import { ProjectArchives1732960000000 } from './1732960000000-project-archives';
import { ReportSignatures1732950000000 } from './1732950000000-report-signatures';
import { ReportDisclosures1732970000000 } from './1732970000000-report-disclosures';
import { ReportOrganisationFacts1732980000000 } from './1732980000000-report-organisation-facts';
import { RiskAssessments1733050000000 } from './1733050000000-risk-assessments';
import { RiskAssessmentTimeIndexes1733050000001 } from './1733050000001-risk-assessment-time-indexes';
import { RiskAssessmentConfirmation1733062000000 } from './1733062000000-risk-assessment-confirmation';
import { PushRecordDigest1733064000000 } from './1733064000000-push-record-digest';
import { ProvincialPushes1733010000000 } from './1733010000000-provincial-pushes';
import { SupervisionZones1733020000000 } from './1733020000000-supervision-zones';
import { ProvincialQc1733020000100 } from './1733020000100-provincial-qc';
import { QualityInspections1733020000200 } from './1733020000200-quality-inspections';
import { SupervisionTasks1733030000000 } from './1733030000000-supervision-tasks';
import { EnterpriseDeclarations1733040000000 } from './1733040000000-enterprise-declarations';
import { ExpertCheckResponses1733060000000 } from './1733060000000-expert-check-responses';
import { EnterpriseDeclarationTrigrams1733040000001 } from './1733040000001-enterprise-declaration-trigrams';

/** Ordered list of migrations (classes, not globs, so tests and builds run the same code). */
export const MIGRATIONS = [
  CreateDomainEvents1732200000000,
  CreateOrganizations1732200010000,
  CreateMenus1732200020000,
  CreateRoles1732200030000,
  CreateUsers1732200040000,
  CreateResources1732300000000,
  CreateShellTables1732400000000,
  IndexResourceUpdateTime1732450000000,
  IndexProjectLookup1732460000000,
  CreateEquipmentCategories1732510000000,
  CreateHelpDocuments1732530000000,
  DomainEventsClaimLease1732610000000,
  BusinessKernelProjects1732700000000,
  OpenJobTypes1732707100000,
  IndexProjectListNewest1732780000000,
  IdentityVersion1732790000000,
  LabMethods1732800000000,
  EquipmentAndStock1732810000000,
  SiteSurveys1732820000000,
  SamplingPlans1732830000001,
  OnSiteSampling1732840000000,
  DataTemplates1732850000000,
  SampleCustody1732860000000,
  StaffAuthorizations1732870000000,
  LabBatches1732880000000,
  IncomingOrders1732890000000,
  InstrumentImportMappings1732895000000,
  SamplingDayMeasurements1732900000000,
  IndustryNews1732910000000,
  WorkingCalendar1732920000000,
  Reports1732930000000,
  ApprovalFlows1732940000000,
  ReportApprovals1732940000001,
  ProjectArchives1732960000000,
  ReportSignatures1732950000000,
  ReportDisclosures1732970000000,
  ReportOrganisationFacts1732980000000,
  ProvincialPushes1733010000000,
  SupervisionZones1733020000000,
  ProvincialQc1733020000100,
  QualityInspections1733020000200,
  RiskAssessments1733050000000,
  RiskAssessmentTimeIndexes1733050000001,
  RiskAssessmentConfirmation1733062000000,
  PushRecordDigest1733064000000,
  SupervisionTasks1733030000000,
  EnterpriseDeclarations1733040000000,
  EnterpriseDeclarationTrigrams1733040000001,
  ExpertCheckResponses1733060000000,
];

// What the archive's read-only triggers guard and the SQLSTATE they refuse with (the api's 409, the specs' coverage check).
export { ARCHIVE_ATTACHMENT_TABLES, ARCHIVE_UNGUARDED_PROJECT_TABLES, ARCHIVED_CHILD_TABLES, ARCHIVED_LAB_CHILD_TABLES, ARCHIVED_PROJECT_ROW_TABLES, ARCHIVED_REFUSAL_SQLSTATE } from './1732960000000-project-archives';
