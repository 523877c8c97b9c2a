import { applyDecorators, BadRequestException } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { parseReason, REASON_MAX_LENGTH, REASON_MESSAGES } from '@ohit/contracts';

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

/**
 * The same rules for a reason that does not arrive through a DTO (a multipart text field, an
 * untyped body): the reason as stored (trimmed, blank → null), or a 400 with the Chinese message.
 */
export function requestReason(raw: unknown): string | null {
  const parsed = parseReason(raw);
  if (!parsed.ok) throw new BadRequestException(parsed.message);
  return parsed.reason;
}
