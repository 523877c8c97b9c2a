import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageNumberQueryDto, toInt } from '../../platform';

/**
 * Spec §7 project-info lookup: pageNumber (1-based), pageSize, belongInspect (inspected unit id),
 * blurry (code or name contains), organizationId (admins and enterprise users only; ignored for
 * others, as in the resource engine), optional sort (id, code, createTime).
 */
export class ProjectInfoQueryDto extends PageNumberQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'belongInspect必须是整数' })
  @Min(1, { message: 'belongInspect必须是正整数' })
  @Max(2_147_483_647, { message: 'belongInspect过大' })
  belongInspect?: number;

  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(100, { message: '搜索内容过长' })
  blurry?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number;
}
