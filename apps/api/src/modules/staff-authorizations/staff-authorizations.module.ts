import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { StaffAuthorizationRules } from './staff-authorization-rules';
import { StaffAuthorizationUploadsController } from './staff-authorization-uploads.controller';

/**
 * 人员授权 (ISO/IEC 17025 6.2): the generic engine serves `api/staffAuthorization` from the
 * STAFF_AUTHORIZATION declaration; this module adds its rules as hooks, serves the spec's
 * work-experience upload onto the record's slot, and gives other modules the refusal of an
 * analyst not authorised for a method (assertAuthorisedAnalyst) and the organisation's
 * 允许自校核/自审核 setting.
 */
@Module({
  imports: [ResourcesModule],
  controllers: [StaffAuthorizationUploadsController],
  providers: [StaffAuthorizationRules],
})
export class StaffAuthorizationsModule {}
