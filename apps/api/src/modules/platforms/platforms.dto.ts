import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { LINKED_PLATFORM_TYPES } from '@ohit/domain';
import { DeleteIdsField, ReasonField } from '../../platform';
import { PLATFORM_MESSAGES as M } from './platforms.messages';

const HOST = /^(((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z][A-Za-z0-9-]{0,62})$/;

export class CreatePlatformDto {
  @IsIn([...LINKED_PLATFORM_TYPES], { message: M.badType })
  type: number;

  @IsString({ message: '名称必须是文本' })
  @IsNotEmpty({ message: '名称不能为空' })
  @MaxLength(100, { message: '名称不能超过100个字符' })
  name: string;

  @IsString({ message: M.badHost })
  @Matches(HOST, { message: M.badHost })
  ip: string;

  @IsInt({ message: '端口必须是整数' })
  @Min(1, { message: M.badPort })
  @Max(65535, { message: M.badPort })
  port: number;

  @ReasonField()
  reason?: string;
}

export class EditPlatformDto {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsOptional()
  @IsString({ message: '名称必须是文本' })
  @IsNotEmpty({ message: '名称不能为空' })
  @MaxLength(100, { message: '名称不能超过100个字符' })
  name?: string;

  @IsOptional()
  @IsString({ message: M.badHost })
  @Matches(HOST, { message: M.badHost })
  ip?: string;

  @IsOptional()
  @IsInt({ message: '端口必须是整数' })
  @Min(1, { message: M.badPort })
  @Max(65535, { message: M.badPort })
  port?: number;

  @IsOptional()
  @IsInt({ message: 'version必须是整数' })
  version?: number;

  @ReasonField()
  reason?: string;
}

export class PlatformIdsDto {
  @DeleteIdsField(100)
  ids: number[];

  @ReasonField()
  reason?: string;
}

export class ByTypesQueryDto {
  @IsOptional()
  @Matches(/^\d(,\d){0,9}$/, { message: 'types应为以逗号分隔的类型' })
  types?: string;
}
