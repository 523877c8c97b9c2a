/** Error codes raised by the part-1 rules (decimal, sampling, concentration, limits, judgement). */
export const DomainErrorCodes = {
  invalidNumber: 'INVALID_NUMBER',
  divisionByZero: 'DIVISION_BY_ZERO',
  notPositive: 'NOT_POSITIVE',
  negative: 'NEGATIVE_VALUE',
  outOfRange: 'OUT_OF_RANGE',
  invalidArgument: 'INVALID_ARGUMENT',
  invalidCsv: 'INVALID_CSV',
  limitNotFound: 'LIMIT_NOT_FOUND',
  noApplicableLimit: 'NO_APPLICABLE_LIMIT',
} as const;

export type DomainErrorCode = (typeof DomainErrorCodes)[keyof typeof DomainErrorCodes];
