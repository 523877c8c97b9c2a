import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { ORGANISATION_PHONE_PATTERN } from '@ohit/contracts';
import { validateCreditCode } from '@ohit/domain';
import { ReasonField, TimeSlotQueryDto } from '../../../platform';

export class ListOrganizationsQueryDto extends TimeSlotQueryDto {
  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(50, { message: '关键字过长' })
  blurry?: string;
}

const PATH = /^[A-Za-z0-9_\-/.]{1,255}$/;

/** Sent as a value (not null, not blank): blank clears the fact. */
const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/** 统一社会信用代码 by the shared validator (spec §5 creditCode). */
function IsCreditCode(): PropertyDecorator {
  return ValidateBy({ name: 'creditCode', validator: { validate: (value) => validateCreditCode(value) === null, defaultMessage: () => '统一社会信用代码格式错误，请检查' } });
}

/**
 * What the organisation's reports print of it (ORGANIZATION_REPORT_FACTS): each optional, blank or
 * null clears it; 资质等级 is checked against the dictionary by the handlers.
 */
export class OrganizationReportFactsDto {
  @IsOptional() @ValidateIf((o) => given(o.qualificationNo)) @IsString({ message: '资质证书编号必须是文本' }) @MaxLength(100, { message: '资质证书编号过长' })
  qualificationNo?: string | null;

  @IsOptional() @ValidateIf((o) => given(o.qualificationLevel)) @IsString({ message: '资质等级必须是文本' }) @MaxLength(20, { message: '资质等级不正确' })
  qualificationLevel?: string | null;

  @IsOptional() @ValidateIf((o) => given(o.creditCode)) @IsCreditCode()
  creditCode?: string | null;

  @IsOptional() @ValidateIf((o) => given(o.legalRepresentative)) @IsString({ message: '法定代表人必须是文本' }) @MaxLength(50, { message: '法定代表人过长' })
  legalRepresentative?: string | null;

  @IsOptional() @ValidateIf((o) => given(o.technicalDirector)) @IsString({ message: '技术负责人必须是文本' }) @MaxLength(50, { message: '技术负责人过长' })
  technicalDirector?: string | null;

  @IsOptional() @ValidateIf((o) => given(o.address)) @IsString({ message: '地址必须是文本' }) @MaxLength(255, { message: '地址过长' })
  address?: string | null;

  @IsOptional() @ValidateIf((o) => given(o.phone)) @Matches(ORGANISATION_PHONE_PATTERN, { message: '联系电话格式不正确' })
  phone?: string | null;
}

export class CreateOrganizationDto extends OrganizationReportFactsDto {
  @IsString({ message: '机构名称不能为空' })
  @MinLength(1, { message: '机构名称不能为空' })
  @MaxLength(100, { message: '机构名称过长' })
  name: string;

  @IsString({ message: '机构编码不能为空' })
  @Matches(/^[A-Za-z0-9_-]{1,50}$/, { message: '机构编码只能包含字母、数字、下划线和短横线' })
  code: string;

  @IsOptional()
  @ValidateIf((o) => o.zoneCode !== null)
  @Matches(/^\d{2,12}$/, { message: '区划代码必须是数字' })
  zoneCode?: string | null;

  @IsOptional()
  @ValidateIf((o) => o.logo !== null)
  @Matches(PATH, { message: 'logo路径格式不正确' })
  logo?: string | null;

  @IsOptional()
  @ValidateIf((o) => o.favicon !== null)
  @Matches(PATH, { message: 'favicon路径格式不正确' })
  favicon?: string | null;

  @IsOptional()
  @ValidateIf((o) => o.parentId !== null)
  @IsInt({ message: '上级机构必须是整数编号' })
  parentId?: number | null;

  /** 允许自校核/自审核 (ISO/IEC 17025): off unless set; blank is off. */
  @IsOptional() @IsBoolean({ message: '允许自校核/自审核必须是true或false' })
  allowSelfVerification?: boolean | null;

  @ReasonField()
  reason?: string;
}

export class EditOrganizationDto extends OrganizationReportFactsDto {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsOptional() @IsInt({ message: 'version必须是整数' })
  version?: number;

  @IsOptional() @IsString({ message: '机构名称必须是文本' }) @MinLength(1, { message: '机构名称不能为空' }) @MaxLength(100, { message: '机构名称过长' })
  name?: string;

  @IsOptional() @Matches(/^[A-Za-z0-9_-]{1,50}$/, { message: '机构编码只能包含字母、数字、下划线和短横线' })
  code?: string;

  @IsOptional() @ValidateIf((o) => o.zoneCode !== null) @Matches(/^\d{2,12}$/, { message: '区划代码必须是数字' })
  zoneCode?: string | null;

  @IsOptional() @ValidateIf((o) => o.logo !== null) @Matches(PATH, { message: 'logo路径格式不正确' })
  logo?: string | null;

  @IsOptional() @ValidateIf((o) => o.favicon !== null) @Matches(PATH, { message: 'favicon路径格式不正确' })
  favicon?: string | null;

  @IsOptional() @ValidateIf((o) => o.parentId !== null) @IsInt({ message: '上级机构必须是整数编号' })
  parentId?: number | null;

  /** 允许自校核/自审核; blank leaves it as it is. */
  @IsOptional() @IsBoolean({ message: '允许自校核/自审核必须是true或false' })
  allowSelfVerification?: boolean | null;

  @ReasonField()
  reason?: string;
}
