export { DomainError, isDomainError } from './domain-error';
export { DomainErrorCodes } from './error-codes';
export type { DomainErrorCode } from './error-codes';
export {
  requireDecimal,
  requireNonEmpty,
  requireNonNegativeDecimal,
  requirePositiveDecimal,
  requirePositiveInteger,
} from './guards';
