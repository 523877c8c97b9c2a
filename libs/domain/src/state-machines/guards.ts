import type { TransitionGuard } from './state-machine';

/** Context carried by transitions that need a written reason (returns, rejections, amendments). */
export interface ReasonContext {
  readonly reason?: string | null;
}

/** Context for transitions done by a person, so four-eyes rules can be checked. */
export interface ActorContext {
  readonly actorId?: string | null;
}

/** Refuses unless a non-blank reason is given; `what` names the action, e.g. 退回. */
export function requireReason<C extends ReasonContext>(what: string): TransitionGuard<C> {
  return (ctx) => (ctx.reason && ctx.reason.trim() !== '' ? null : `${what}必须填写原因`);
}

/** Combines guards; the first refusal wins. */
export function allGuards<C>(...guards: TransitionGuard<C>[]): TransitionGuard<C> {
  return (ctx) => {
    for (const guard of guards) {
      const refusal = guard(ctx);
      if (refusal !== null) return refusal;
    }
    return null;
  };
}

/**
 * Refuses when the acting person is one of the people who already handled the item (four-eyes
 * rule). Unknown people cannot be checked, so they are refused too.
 */
export function requireDifferentPerson<C extends ActorContext>(
  role: string,
  others: (ctx: C) => readonly (string | null | undefined)[],
  allowSame: (ctx: C) => boolean = () => false,
): TransitionGuard<C> {
  return (ctx) => {
    if (!ctx.actorId) return `缺少${role}信息`;
    if (allowSame(ctx)) return null;
    return others(ctx).includes(ctx.actorId) ? `${role}不能与前序经办人为同一人` : null;
  };
}
