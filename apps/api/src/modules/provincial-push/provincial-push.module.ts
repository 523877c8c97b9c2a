import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { JobsModule } from '../jobs';
import { JudgementsModule } from '../judgements';
import { ResourcesModule } from '../resources';
import { PushCreation } from './push-creation';
import { PushReads } from './push-reads';
import { PushRules } from './push-rules';
import { ProvincialPushController } from './provincial-push.controller';
import { HazardCodeSetup } from './hazard-code-setup';

/**
 * 省平台推送: the generic engine serves `api/provincialPush` (PROVINCIAL_PUSH: list, detail, history,
 * 提交/主管审核/质控审核/重新推送, export) and `api/provinceHazardCode` (the mapping table); this module
 * makes a push from an issued report (新增推送), maps and checks its record at 提交, queues the push job
 * (质控审核通过, 推送), and serves the record, the exchange log and the reconciliation. The worker sends.
 */
@Module({
  imports: [ResourcesModule, IdentityModule, JudgementsModule, JobsModule],
  controllers: [ProvincialPushController],
  providers: [PushRules, PushCreation, PushReads, HazardCodeSetup],
})
export class ProvincialPushModule {}
