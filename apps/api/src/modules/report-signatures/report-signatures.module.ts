import { Module } from '@nestjs/common';
import { StorageModule } from '@ohit/server-storage';
import { JobsModule } from '../jobs';
import { ResourcesModule } from '../resources';
import { ApprovalSignatures } from './approval-signatures';
import { PublicSignController } from './public-sign.controller';
import { ReportSigner } from './report-signer';
import { ReportVerify } from './report-verify';
import { ReportVerifyController } from './report-verify.controller';
import { SignLinks } from './sign-links';
import { SignLinksController } from './sign-links.controller';

/**
 * A report version's signatures: each approval step signed by its actor with their own image
 * (我的签名), bound to the version's content and PDF digests and voided by a later change; the
 * issued file requested on 签发 (printed with the signatures, digitally signed by the worker);
 * one-time signing links for 技术服务机构 and 用人单位 and their public api; the public
 * verification page the report's QR code opens.
 */
@Module({
  imports: [ResourcesModule, StorageModule, JobsModule],
  controllers: [SignLinksController, PublicSignController, ReportVerifyController],
  providers: [ReportSigner, ApprovalSignatures, SignLinks, ReportVerify],
})
export class ReportSignaturesModule {}
