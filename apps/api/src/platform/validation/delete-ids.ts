import { applyDecorators } from '@nestjs/common';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt } from 'class-validator';
import { ReasonField } from './reason-field';

/** The ids of a batch delete: a non-empty list of integers, at most `max` at once. */
export function DeleteIdsField(max = 1000): PropertyDecorator {
  return applyDecorators(
    IsArray({ message: 'ids必须是数组' }),
    ArrayNotEmpty({ message: '请选择要删除的数据' }),
    ArrayMaxSize(max, { message: `一次最多删除${max}条` }),
    IsInt({ each: true, message: 'ids必须是整数' }),
  );
}

/** A batch delete's body (DELETE with `{ids, reason}`): up to 1000 ids and the reason of the change. */
export class DeleteIdsDto {
  @DeleteIdsField()
  ids: number[];

  @ReasonField()
  reason?: string;
}
