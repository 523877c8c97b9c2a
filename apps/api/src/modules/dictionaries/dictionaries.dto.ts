import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { DICTIONARY_PAGE_SIZE } from '@ohit/domain';
import { PageQueryDto, ReasonField, toInt } from '../../platform';

export class ListDictsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(100, { message: '搜索内容过长' })
  blurry?: string;
}

export class CreateDictDto {
  @IsString({ message: '字典名称必须是文本' })
  @Matches(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, { message: '字典名称只能包含字母、数字和下划线，并以字母开头' })
  name: string;

  @IsOptional()
  @IsString({ message: '描述必须是文本' })
  @MaxLength(255, { message: '描述不能超过255个字符' })
  description?: string | null;

  @ReasonField()
  reason?: string;
}

export class EditDictDto {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsOptional()
  @IsString({ message: '字典名称必须是文本' })
  @Matches(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, { message: '字典名称只能包含字母、数字和下划线，并以字母开头' })
  name?: string;

  @IsOptional()
  @IsString({ message: '描述必须是文本' })
  @MaxLength(255, { message: '描述不能超过255个字符' })
  description?: string | null;

  @IsOptional()
  @IsInt({ message: 'version必须是整数' })
  version?: number;

  @ReasonField()
  reason?: string;
}

/** Spec §7: dictName, page=0, size=9999, optional organizationId (never widening the caller's scope). */
export class DictDetailQueryDto {
  @IsString({ message: '请指定字典名称dictName' })
  @IsNotEmpty({ message: '请指定字典名称dictName' })
  @MaxLength(100, { message: '字典名称过长' })
  dictName: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'page必须是整数' })
  @Min(0, { message: 'page不能小于0' })
  page?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'size必须是整数' })
  @Min(1, { message: 'size不能小于1' })
  @Max(DICTIONARY_PAGE_SIZE, { message: `size不能超过${DICTIONARY_PAGE_SIZE}` })
  size?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number;

  @IsOptional()
  sort?: string | string[];
}

export class DictMapQueryDto {
  @IsString({ message: '请指定字典名称dictName' })
  @Matches(/^[A-Za-z0-9_]+(,[A-Za-z0-9_]+){0,49}$/, { message: 'dictName应为以逗号分隔的字典名称（最多50个）' })
  dictName: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number;
}

export class DictRefDto {
  @IsInt({ message: 'dict.id必须是整数' })
  id: number;
}

export class CreateDictDetailDto {
  @IsString({ message: '字典标签必须是文本' })
  @IsNotEmpty({ message: '字典标签不能为空' })
  @MaxLength(255, { message: '字典标签不能超过255个字符' })
  label: string;

  @IsString({ message: '字典值必须是文本' })
  @IsNotEmpty({ message: '字典值不能为空' })
  @MaxLength(255, { message: '字典值不能超过255个字符' })
  value: string;

  @IsOptional()
  @IsInt({ message: '排序必须是整数' })
  dictSort?: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => DictRefDto)
  dict?: DictRefDto;

  @IsOptional()
  @IsInt({ message: 'dictId必须是整数' })
  dictId?: number;

  @IsOptional()
  @IsString({ message: 'dictName必须是文本' })
  dictName?: string;

  /** null: every organisation (administrators only); absent: the caller's organisation. */
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number | null;

  @ReasonField()
  reason?: string;
}

export class EditDictDetailDto {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsOptional()
  @IsString({ message: '字典标签必须是文本' })
  @IsNotEmpty({ message: '字典标签不能为空' })
  @MaxLength(255, { message: '字典标签不能超过255个字符' })
  label?: string;

  @IsOptional()
  @IsString({ message: '字典值必须是文本' })
  @IsNotEmpty({ message: '字典值不能为空' })
  @MaxLength(255, { message: '字典值不能超过255个字符' })
  value?: string;

  @IsOptional()
  @IsInt({ message: '排序必须是整数' })
  dictSort?: number;

  @IsOptional()
  @IsInt({ message: 'version必须是整数' })
  version?: number;

  @ReasonField()
  reason?: string;

  // Echoed by the generic editor; ignored.
  @IsOptional() dict?: unknown;
  @IsOptional() organizationId?: unknown;
  @IsOptional() createTime?: unknown;
  @IsOptional() updateTime?: unknown;
}

