import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { HandoverDispatch } from './handover-dispatch';
import { HandoverRules } from './handover-rules';
import { ProjectTestedCount } from './project-tested-count';
import { IncomingOrderRules } from './incoming/incoming-order-rules';
import { SampleDistribution } from './sample-distribution';
import { SampleRules } from './sample-rules';
import { SamplesController } from './samples.controller';

/**
 * Samples and their chain of custody (样品流转, 样品确认, 样品库, 样品分发): the generic engine serves
 * `api/sample` (SAMPLE) and `api/sampleFlow` (SAMPLE_HANDOVER) from their declarations; this module
 * adds 送样 (the hand-over of a batch), the rules of 确认接收, the sample's rules and commands
 * (指定检测方法, 改派, 记录偏离, the shelf-life check) and the distribution with the analysts' loads;
 * and 来样检测 (`api/incomingOrder`, INCOMING_ORDER): a client's samples registered and received at once.
 */
@Module({
  imports: [ResourcesModule],
  controllers: [SamplesController],
  providers: [SampleRules, HandoverRules, HandoverDispatch, SampleDistribution, IncomingOrderRules, ProjectTestedCount],
})
export class SamplesModule {}
