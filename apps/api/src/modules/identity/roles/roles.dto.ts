import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ReasonField, TimeSlotQueryDto, toInt } from '../../../platform';

export class ListRolesQueryDto extends TimeSlotQueryDto {
  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(50, { message: '关键字过长' })
  blurry?: string;

  /** Spec §6: the roles list's organisation filter is sent as `organization.organizationId`. */
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'organization.organizationId必须是整数' })
  'organization.organizationId'?: number;
}

const DATA_SCOPES = ['ALL', 'OWN_ORG', 'CUSTOM', 'ZONE'] as const;
const DATA_SCOPE_MESSAGE = '数据权限只能是ALL、OWN_ORG、CUSTOM或ZONE';

/** A ZONE scope's area-code prefixes (行政区划代码前缀: '32' a province, '3201' a city). */
function ZoneCodesField(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsArray({ message: '行政区划代码必须是列表' })(target, key);
    ArrayMaxSize(100, { message: '行政区划代码过多' })(target, key);
    Matches(/^[0-9]{2,12}$/, { each: true, message: '行政区划代码必须是2至12位数字' })(target, key);
  };
}

/** A CUSTOM scope's organisations. */
function OrganizationIdsField(): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    IsArray({ message: '机构必须是列表' })(target, key);
    ArrayMaxSize(1000, { message: '机构过多' })(target, key);
    IsInt({ each: true, message: '机构编号必须是整数' })(target, key);
  };
}

/** The role form's 数据权限 with its organisations (CUSTOM) or zones (ZONE), optional on create and edit: a change needs roles:dataScope. */
class RoleScopeFields {
  @IsOptional()
  @IsIn(DATA_SCOPES, { message: DATA_SCOPE_MESSAGE })
  dataScope?: (typeof DATA_SCOPES)[number];

  @OrganizationIdsField()
  organizationIds?: number[];

  @ZoneCodesField()
  zoneCodes?: string[];
}

export class CreateRoleDto extends RoleScopeFields {
  @IsString({ message: '角色名称不能为空' })
  @MinLength(1, { message: '角色名称不能为空' })
  @MaxLength(50, { message: '角色名称过长' })
  name: string;

  @IsInt({ message: '角色级别必须是整数' })
  @Min(1, { message: '角色级别不能小于1' })
  @Max(999, { message: '角色级别不能大于999' })
  level: number;

  @IsOptional()
  @IsString({ message: '描述必须是文本' })
  @MaxLength(255, { message: '描述过长' })
  description?: string | null;

  @IsOptional()
  @IsInt({ message: '所属机构必须是整数编号' })
  organizationId?: number;

  @IsOptional()
  @IsArray({ message: '菜单必须是列表' })
  @ArrayMaxSize(5000, { message: '菜单过多' })
  @IsInt({ each: true, message: '菜单编号必须是整数' })
  menuIds?: number[];

  @ReasonField()
  reason?: string;
}

export class EditRoleDto extends RoleScopeFields {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsOptional()
  @IsInt({ message: 'version必须是整数' })
  version?: number;

  @IsOptional()
  @IsString({ message: '角色名称必须是文本' })
  @MinLength(1, { message: '角色名称不能为空' })
  @MaxLength(50, { message: '角色名称过长' })
  name?: string;

  @IsOptional()
  @IsInt({ message: '角色级别必须是整数' })
  @Min(1, { message: '角色级别不能小于1' })
  @Max(999, { message: '角色级别不能大于999' })
  level?: number;

  @IsOptional()
  @IsString({ message: '描述必须是文本' })
  @MaxLength(255, { message: '描述过长' })
  description?: string | null;

  @ReasonField()
  reason?: string;
}

export class RoleMenusDto {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsArray({ message: '菜单必须是列表' })
  @ArrayMaxSize(5000, { message: '菜单过多' })
  @IsInt({ each: true, message: '菜单编号必须是整数' })
  menuIds: number[];

  @ReasonField()
  reason?: string;
}

export class RoleDataScopeDto {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsIn(DATA_SCOPES, { message: DATA_SCOPE_MESSAGE })
  dataScope: (typeof DATA_SCOPES)[number];

  @OrganizationIdsField()
  organizationIds?: number[];

  @ZoneCodesField()
  zoneCodes?: string[];

  @ReasonField()
  reason?: string;
}
