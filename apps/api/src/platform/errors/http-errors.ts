import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { PLATFORM_MESSAGES as M } from './platform-messages';

export const notFound = () => new NotFoundException(M.notFound);
export const forbidden = (message: string = M.forbidden) => new ForbiddenException(message);
export const badRequest = (message: string) => new BadRequestException(message);
export const conflict = (message: string) => new ConflictException(message);
export const stale = () => new ConflictException(M.stale);

/** Optimistic locking: a given version must equal the stored one. */
export function checkVersion(given: number | undefined, stored: number): void {
  if (given !== undefined && given !== stored) throw stale();
}
