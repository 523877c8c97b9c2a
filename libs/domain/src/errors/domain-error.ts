/**
 * The one error type of the domain layer. `code` is stable and machine-readable (callers switch on
 * it); `message` is Chinese because it reaches the user; `details` carries the offending inputs.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    // Keep instanceof working when compiled to ES5-style classes by some consumers.
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

export function isDomainError(value: unknown, code?: string): value is DomainError {
  return value instanceof DomainError && (code === undefined || value.code === code);
}
