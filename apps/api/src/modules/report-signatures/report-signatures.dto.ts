import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { SIGN_LINK_AUDIENCES, SIGN_LINK_MAX_DAYS, type SignLinkAudience } from '@ohit/contracts';
import { ReasonField, toInt } from '../../platform';
import { REPORT_SIGNATURE_MESSAGES as M } from './report-signatures.messages';

/** 生成签字链接: for which party, how many days (7 unless said). */
export class CreateSignLinkDto {
  @IsIn(SIGN_LINK_AUDIENCES, { message: M.linkAudience })
  audience!: SignLinkAudience;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: M.linkDays(SIGN_LINK_MAX_DAYS) })
  @Min(1, { message: M.linkDays(SIGN_LINK_MAX_DAYS) })
  @Max(SIGN_LINK_MAX_DAYS, { message: M.linkDays(SIGN_LINK_MAX_DAYS) })
  days?: number;

  @ReasonField()
  reason?: string;
}

/** GET api/public/reportVerify: the number and version the QR code names. */
export class ReportVerifyQueryDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @Matches(/^\S.{0,49}$/, { message: M.verifyNo })
  no!: string;

  // a positive whole number (kept as text here; one message however it is wrong)
  @IsString({ message: M.verifyVersion })
  @Matches(/^[1-9]\d{0,4}$/, { message: M.verifyVersion })
  v!: string;
}
