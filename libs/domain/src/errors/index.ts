export { DomainError, isDomainError } from './domain-error';
export { DomainErrorCodes } from './error-codes';
export type { DomainErrorCode } from './error-codes';
export { requireNonNegativeDecimal, requirePositiveDecimal, requirePositiveInteger } from './guards';
