import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PUBLIC_NEWS_MAX_SIZE } from '@ohit/contracts';
import { toInt } from '../../platform';

/** GET api/public/industryNews: page from 0, size ≤ 50, a title to look for, a category. */
export class PublicNewsQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'page必须是整数' })
  @Min(0, { message: 'page不能小于0' })
  @Max(100_000, { message: 'page过大' })
  page?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'size必须是整数' })
  @Min(1, { message: 'size不能小于1' })
  @Max(PUBLIC_NEWS_MAX_SIZE, { message: `size不能超过${PUBLIC_NEWS_MAX_SIZE}` })
  size?: number;

  @IsOptional()
  @IsString({ message: '标题必须是文本' })
  @MaxLength(200, { message: '标题不能超过200个字符' })
  title?: string;

  @IsOptional()
  @IsString({ message: '分类必须是文本' })
  @MaxLength(30, { message: '分类不能超过30个字符' })
  category?: string;
}
