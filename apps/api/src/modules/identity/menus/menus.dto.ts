import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateIf } from 'class-validator';
import { PageQueryDto, ReasonField, toInt } from '../../../platform';

export class ListMenusQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'pid必须是整数' })
  pid?: number;

  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(50, { message: '关键字过长' })
  blurry?: string;

  /**
   * Sent by every list screen of a non-administrator (spec §6 organisation parameters); menus
   * are global, so it is accepted and ignored.
   */
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number;
}

export class LazyMenusQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'pid必须是整数' })
  pid?: number;
}

export class MenuIdsDto {
  @IsArray({ message: 'ids必须是列表' })
  @ArrayNotEmpty({ message: '请选择要操作的数据' })
  @ArrayMaxSize(5000, { message: '一次最多操作5000条' })
  @IsInt({ each: true, message: 'ids必须是整数列表' })
  ids: number[];
}

export class DeleteMenusDto extends MenuIdsDto {
  @ReasonField()
  reason?: string;
}

export class CreateMenuDto {
  @IsOptional()
  @ValidateIf((o) => o.pid !== null && o.pid !== 0)
  @IsInt({ message: '上级菜单必须是整数' })
  @Min(1, { message: '上级菜单不正确' })
  pid?: number | null;

  @IsIn([0, 1, 2], { message: '菜单类型只能是0（目录）、1（菜单）或2（按钮）' })
  type: 0 | 1 | 2;

  @IsString({ message: '菜单标题不能为空' })
  @MaxLength(100, { message: '菜单标题过长' })
  title: string;

  @IsOptional() @IsString({ message: '组件名称必须是文本' }) @MaxLength(100, { message: '组件名称过长' })
  componentName?: string | null;

  @IsOptional() @IsString({ message: '组件路径必须是文本' }) @MaxLength(255, { message: '组件路径过长' })
  component?: string | null;

  @IsOptional() @IsString({ message: '路由地址必须是文本' }) @MaxLength(255, { message: '路由地址过长' })
  path?: string | null;

  @IsOptional() @IsString({ message: '图标必须是文本' }) @MaxLength(100, { message: '图标过长' })
  icon?: string | null;

  @IsOptional() @IsInt({ message: '排序必须是整数' }) @Min(0, { message: '排序不能小于0' })
  sort?: number;

  /** 菜单排序 as the menu screen's form names it; `sort` wins when both are sent. */
  @IsOptional() @IsInt({ message: '菜单排序必须是整数' }) @Min(0, { message: '菜单排序不能小于0' })
  menuSort?: number;

  @IsOptional() @IsBoolean({ message: 'iFrame必须是true或false' })
  iFrame?: boolean;

  @IsOptional() @IsBoolean({ message: 'cache必须是true或false' })
  cache?: boolean;

  @IsOptional() @IsBoolean({ message: 'hidden必须是true或false' })
  hidden?: boolean;

  @IsOptional() @IsString({ message: '权限标识必须是文本' }) @MaxLength(100, { message: '权限标识过长' })
  permission?: string | null;

  @ReasonField()
  reason?: string;
}

export class EditMenuDto extends CreateMenuDto {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsOptional()
  @IsInt({ message: 'version必须是整数' })
  version?: number;
}
