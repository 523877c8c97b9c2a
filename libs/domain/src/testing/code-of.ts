import { DomainError } from '../errors/domain-error';

/**
 * Test helper (not exported by the package): the `code` of the DomainError `fn` throws. Fails the
 * test when `fn` returns or throws anything else.
 */
export function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error('expected a DomainError');
}
