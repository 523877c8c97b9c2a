import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { ReasonField, TimeSlotQueryDto } from '../../../platform';

export class ListOrganizationsQueryDto extends TimeSlotQueryDto {
  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(50, { message: '关键字过长' })
  blurry?: string;
}

const PATH = /^[A-Za-z0-9_\-/.]{1,255}$/;

export class CreateOrganizationDto {
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

export class EditOrganizationDto {
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
