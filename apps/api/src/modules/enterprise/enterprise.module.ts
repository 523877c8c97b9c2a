import { Module } from '@nestjs/common';
import { StorageModule } from '@ohit/server-storage';
import { ResourcesModule } from '../resources';
import { DeclarationRules } from './declaration-rules';
import { DeclarationUploadsController } from './declaration-uploads.controller';
import { EnterpriseProjectsController } from './enterprise-projects.controller';

/**
 * The employer's side (issue 15): 企业申报 — the generic engine serves `api/enterpriseDeclaration`
 * from ENTERPRISE_DECLARATION (employer-scoped by credit code); this module adds its rules, the
 * spec's refusal-image upload — and 企业项目, the employer's own view of its projects.
 */
@Module({
  imports: [ResourcesModule, StorageModule],
  controllers: [EnterpriseProjectsController, DeclarationUploadsController],
  providers: [DeclarationRules],
})
export class EnterpriseModule {}
