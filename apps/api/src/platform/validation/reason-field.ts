import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { REASON_MAX_LENGTH, REASON_MESSAGES } from '@ohit/contracts';

/**
 * The optional `reason` of a change (goes to domain_events.reason): trimmed, blank → absent,
 * at most REASON_MAX_LENGTH characters. Usage: `@ReasonField() reason?: string;`.
 */
export function ReasonField(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    IsOptional(),
    IsString({ message: REASON_MESSAGES.notText }),
    MaxLength(REASON_MAX_LENGTH, { message: REASON_MESSAGES.tooLong }),
  );
}
