import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto, ReasonField } from '../../platform';

export class ListHelpDocumentsQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(100, { message: '搜索内容过长' })
  blurry?: string;

  /** Administrators only: one organisation's documents (platform-wide ones are always listed). */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : /^\d{1,9}$/.test(String(value)) ? Number(value) : value))
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number;
}

export class HelpDocumentIdsDto {
  @IsArray({ message: 'ids必须是数组' })
  @ArrayNotEmpty({ message: '请选择要删除的帮助文档' })
  @ArrayMaxSize(100, { message: '一次最多删除100个帮助文档' })
  @IsInt({ each: true, message: 'ids必须是整数' })
  ids: number[];

  @ReasonField()
  reason?: string;
}
