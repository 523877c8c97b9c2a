/** Error codes raised by the state machines (part 2). */
export const StateMachineErrorCodes = {
  invalidDefinition: 'STATE_MACHINE_INVALID_DEFINITION',
  unknownState: 'STATE_UNKNOWN',
  transitionNotAllowed: 'TRANSITION_NOT_ALLOWED',
  guardRejected: 'TRANSITION_GUARD_REJECTED',
} as const;
