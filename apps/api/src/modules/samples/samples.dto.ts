import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';
import { SAMPLE_BATCH_MAX } from '@ohit/contracts';
import { ReasonField } from '../../platform';

/** 分发 (api/sampleDistribute/distribution): received samples to one analyst with one instrument. */
export class DistributionDto {
  @IsArray({ message: '请选择要分发的样品' })
  @ArrayMinSize(1, { message: '请选择要分发的样品' })
  @ArrayMaxSize(SAMPLE_BATCH_MAX, { message: `一次最多处理${SAMPLE_BATCH_MAX}个样品` })
  @IsInt({ each: true, message: '样品ID必须是正整数' })
  @Min(1, { each: true, message: '样品ID必须是正整数' })
  @Max(2_147_483_647, { each: true, message: '样品ID必须是正整数' })
  ids!: number[];

  @IsInt({ message: '请选择检测人' })
  @Min(1, { message: '请选择检测人' })
  @Max(2_147_483_647, { message: '请选择检测人' })
  analyst!: number;

  @IsInt({ message: '请选择检测仪器' })
  @Min(1, { message: '请选择检测仪器' })
  @Max(2_147_483_647, { message: '请选择检测仪器' })
  instrument!: number;

  @ReasonField()
  reason?: string;
}
