import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PublicPageQueryDto, toInt } from '../../platform';

/** GET api/public/reportDisclosure: page from 0, size ≤ 50, a keyword (用人单位, 报告编号 or 机构), an organisation, a year of issue. */
export class PublicDisclosureQueryDto extends PublicPageQueryDto {
  @IsOptional()
  @IsString({ message: '关键词必须是文本' })
  @MaxLength(100, { message: '关键词不能超过100个字符' })
  keyword?: string;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: '机构必须是整数ID' })
  @Min(1, { message: '机构ID必须是正整数' })
  @Max(2_147_483_647, { message: '机构ID过大' })
  org?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: '年份必须是整数' })
  @Min(2000, { message: '年份不能早于2000年' })
  @Max(2100, { message: '年份不能晚于2100年' })
  year?: number;
}
