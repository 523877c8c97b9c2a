import { DomainError, StateMachineErrorCodes } from '@ohit/domain';

/** Refused because of the thing's current state: the request may succeed once the state changes. */
const CONFLICT_CODES: ReadonlySet<string> = new Set([StateMachineErrorCodes.transitionNotAllowed, StateMachineErrorCodes.guardRejected]);
/** A wrong rule table is the program's fault, not the user's. */
const FAULT_CODES: ReadonlySet<string> = new Set([StateMachineErrorCodes.invalidDefinition]);

/**
 * A domain rule's refusal (@ohit/domain's DomainError, Chinese message) as `[status, message]`:
 * 409 for a refused state transition, 400 for any other rule; null when not a DomainError or a fault.
 */
export function domainErrorStatus(exception: unknown): [number, string] | null {
  if (!(exception instanceof DomainError) || FAULT_CODES.has(exception.code)) return null;
  return [CONFLICT_CODES.has(exception.code) ? 409 : 400, exception.message];
}
