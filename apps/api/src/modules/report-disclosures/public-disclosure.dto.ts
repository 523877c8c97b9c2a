import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PUBLIC_DISCLOSURE_MAX_SIZE } from '@ohit/contracts';
import { toInt } from '../../platform';

/** GET api/public/reportDisclosure: page from 0, size ≤ 50, a keyword (用人单位, 报告编号 or 机构), an organisation, a year of issue. */
export class PublicDisclosureQueryDto {
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
  @Max(PUBLIC_DISCLOSURE_MAX_SIZE, { message: `size不能超过${PUBLIC_DISCLOSURE_MAX_SIZE}` })
  size?: number;

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
