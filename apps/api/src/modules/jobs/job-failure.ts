import { BadRequestException, ConflictException, HttpException, InternalServerErrorException } from '@nestjs/common';
import { jobFaultMessage } from '@ohit/contracts';
import type { JobDbRow } from './job-view';

/**
 * The `?wait=1` answer of a job that finished without a result: a fault (retried, then given up:
 * the job type's faultMessage) is a 500; a cancel is a 409; anything else is the reason the
 * user's input was refused — a 400 with that reason (as the list answers the same filter), never a 500.
 */
export function unfinishedJobError(row: Pick<JobDbRow, 'type' | 'status' | 'errors'>): HttpException {
  if (row.status === 'cancelled') return new ConflictException('任务已取消');
  const reason = row.errors?.[0];
  const fault = jobFaultMessage(row.type);
  if (!reason || reason === fault) return new InternalServerErrorException(fault);
  return new BadRequestException(reason);
}
