import { OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { validateCreditCode, validateEmail, validatePassword, validatePhone, validateUsername } from '@ohit/domain';
import { IsDomainValid } from '../shared/domain-validators';
import { ReasonField, TimeSlotQueryDto, toBool, toInt } from '../../../platform';

export class ListUsersQueryDto extends TimeSlotQueryDto {
  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(50, { message: '关键字过长' })
  blurry?: string;

  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'enabled必须是true或false' })
  enabled?: boolean;
}

/** `GET api/users/options`: a picker's search. */
export class UserOptionsQueryDto {
  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(50, { message: '关键字过长' })
  blurry?: string;

  @IsOptional()
  @IsString({ message: 'role必须是文本' })
  @MaxLength(50, { message: '角色名称过长' })
  role?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number;
}

export class CreateUserDto {
  @IsDomainValid(validateUsername)
  @MaxLength(50, { message: '用户名过长' })
  username: string;

  @IsString({ message: '昵称不能为空' })
  @MaxLength(50, { message: '昵称过长' })
  nickName: string;

  @IsDomainValid(validatePassword)
  password: string;

  @IsOptional()
  @ValidateIf((o) => o.phone !== null && o.phone !== '')
  @IsDomainValid(validatePhone)
  phone?: string | null;

  @IsOptional()
  @ValidateIf((o) => o.email !== null && o.email !== '')
  @IsDomainValid(validateEmail)
  @MaxLength(100, { message: '邮箱过长' })
  email?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'isAdmin必须是true或false' })
  isAdmin?: boolean;

  @IsOptional()
  @IsIn([0, 1], { message: 'isQy只能是0或1' })
  isQy?: 0 | 1;

  /** An enterprise user's employer (its 18-character credit code); administrators only, '' or null unlinks. */
  @IsOptional()
  @ValidateIf((o) => o.enterpriseCreditCode !== null && o.enterpriseCreditCode !== '')
  @IsDomainValid((v) => (validateCreditCode(v) ? `所属用人单位统一社会信用代码${validateCreditCode(v)}` : null))
  enterpriseCreditCode?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'enabled必须是true或false' })
  enabled?: boolean;

  @IsOptional()
  @ValidateIf((o) => o.expiryDate !== null)
  @IsISO8601({}, { message: '有效期格式不正确' })
  expiryDate?: string | null;

  @IsOptional()
  @IsInt({ message: '机构必须是整数编号' })
  organizationId?: number;

  @IsOptional()
  @IsArray({ message: '角色必须是列表' })
  @ArrayMaxSize(50, { message: '角色过多' })
  @IsInt({ each: true, message: '角色编号必须是整数' })
  roleIds?: number[];

  @ReasonField()
  reason?: string;
}

/** Every create field except the password (own endpoints) and expiry (PUT api/users/expiry), all optional. */
export class EditUserDto extends PartialType(OmitType(CreateUserDto, ['password', 'expiryDate'] as const)) {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsOptional()
  @IsInt({ message: 'version必须是整数' })
  version?: number;
}

export class IdsDto {
  @IsArray({ message: 'ids必须是列表' })
  @ArrayNotEmpty({ message: '请选择要操作的数据' })
  @ArrayMaxSize(5000, { message: '一次最多操作5000条' })
  @IsInt({ each: true, message: 'ids必须是整数列表' })
  ids: number[];

  @ReasonField()
  reason?: string;
}

export class EnableUsersDto extends IdsDto {
  @IsBoolean({ message: 'enabled必须是true或false' })
  enabled: boolean;
}

export class SetExpiryDto extends IdsDto {
  @ValidateIf((o) => o.expiryDate !== null)
  @IsISO8601({}, { message: '有效期格式不正确' })
  expiryDate: string | null;
}

export class ResetPasswordDto {
  @IsInt({ message: 'id必须是整数' })
  @Min(1, { message: 'id必须是整数' })
  id: number;

  @IsDomainValid(validatePassword)
  password: string;

  @ReasonField()
  reason?: string;
}

export class UpdatePasswordDto {
  @IsString({ message: '旧密码不能为空' })
  @MaxLength(128, { message: '旧密码不正确' })
  oldPass: string;

  @IsDomainValid(validatePassword)
  newPass: string;

  @ReasonField()
  reason?: string;
}

export class AssignRolesDto {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsArray({ message: '角色必须是列表' })
  @ArrayMaxSize(50, { message: '角色过多' })
  @IsInt({ each: true, message: '角色编号必须是整数' })
  roleIds: number[];

  @ReasonField()
  reason?: string;
}
