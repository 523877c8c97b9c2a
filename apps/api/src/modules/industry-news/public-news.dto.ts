import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PublicPageQueryDto } from '../../platform';

/** GET api/public/industryNews: page from 0, size ≤ 50, a title to look for, a category. */
export class PublicNewsQueryDto extends PublicPageQueryDto {
  @IsOptional()
  @IsString({ message: '标题必须是文本' })
  @MaxLength(200, { message: '标题不能超过200个字符' })
  title?: string;

  @IsOptional()
  @IsString({ message: '分类必须是文本' })
  @MaxLength(30, { message: '分类不能超过30个字符' })
  category?: string;
}
