import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto, ReasonField } from '../../platform';

export class FileListQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(100, { message: '搜索内容过长' })
  blurry?: string;

  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : /^\d+$/.test(String(value)) ? Number(value) : value))
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number;
}

export class FileIdsDto {
  @IsArray({ message: 'ids必须是数组' })
  @ArrayNotEmpty({ message: '请选择要删除的文件' })
  @ArrayMaxSize(1000, { message: '一次最多删除1000个文件' })
  @IsInt({ each: true, message: 'ids必须是整数' })
  ids: number[];

  @ReasonField()
  reason?: string;
}
