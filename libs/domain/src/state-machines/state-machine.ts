import { DomainError } from '../errors/domain-error';
import { StateMachineErrorCodes } from './state-machine-error-codes';

/** A guard returns null when the transition may happen, otherwise the Chinese reason it may not. */
export type TransitionGuard<C> = (ctx: C) => string | null;

export interface TransitionDefinition<S extends string, E extends string, C> {
  readonly from: S | readonly S[];
  readonly event: E;
  readonly to: S;
  readonly guard?: TransitionGuard<C>;
}

export interface StateDefinition {
  /** Chinese label shown to users. */
  readonly label: string;
  /** A terminal state has no outgoing transition; the constructor enforces it. */
  readonly terminal?: boolean;
}

export interface StateMachineDefinition<S extends string, E extends string, C> {
  /** Stable machine id, used in error details. */
  readonly id: string;
  /** Chinese name of the thing that moves, e.g. 样品. */
  readonly name: string;
  readonly initial: S;
  readonly states: Readonly<Record<S, StateDefinition>>;
  readonly events: Readonly<Record<E, { readonly label: string }>>;
  readonly transitions: readonly TransitionDefinition<S, E, C>[];
}

export type TransitionCheck<S extends string> =
  | { readonly ok: true; readonly to: S }
  | { readonly ok: false; readonly code: string; readonly reason: string };

interface CompiledTransition<S extends string, C> {
  readonly to: S;
  readonly guard?: TransitionGuard<C>;
}

/**
 * A pure finite-state machine over a transition table. Several table rows may share one
 * (state, event) pair with different guards; the first row whose guard passes wins, which is how
 * one event can lead to different states depending on the context.
 */
export class StateMachine<S extends string, E extends string, C = Record<string, never>> {
  private readonly table = new Map<S, Map<E, CompiledTransition<S, C>[]>>();

  constructor(readonly definition: StateMachineDefinition<S, E, C>) {
    const states = new Set(Object.keys(definition.states));
    const events = new Set(Object.keys(definition.events));
    const fail = (message: string, details: Record<string, unknown>): never => {
      throw new DomainError(StateMachineErrorCodes.invalidDefinition, message, { machine: definition.id, ...details });
    };
    if (!states.has(definition.initial)) fail(`初始状态未定义：${definition.initial}`, { state: definition.initial });
    for (const row of definition.transitions) {
      const froms: readonly S[] = typeof row.from === 'string' ? [row.from] : (row.from as readonly S[]);
      if (!events.has(row.event)) fail(`事件未定义：${row.event}`, { event: row.event });
      if (!states.has(row.to)) fail(`目标状态未定义：${row.to}`, { state: row.to });
      for (const from of froms) {
        if (!states.has(from)) fail(`起始状态未定义：${from}`, { state: from });
        if (definition.states[from].terminal) fail(`终止状态不能再流转：${from}`, { state: from, event: row.event });
        const byEvent = this.table.get(from) ?? new Map<E, CompiledTransition<S, C>[]>();
        const rows = byEvent.get(row.event) ?? [];
        rows.push({ to: row.to, guard: row.guard });
        byEvent.set(row.event, rows);
        this.table.set(from, byEvent);
      }
    }
  }

  get initial(): S {
    return this.definition.initial;
  }

  /** Every state, in declaration order. */
  get states(): S[] {
    return Object.keys(this.definition.states) as S[];
  }

  /** Every event, in declaration order. */
  get events(): E[] {
    return Object.keys(this.definition.events) as E[];
  }

  isState(value: unknown): value is S {
    return typeof value === 'string' && Object.prototype.hasOwnProperty.call(this.definition.states, value);
  }

  isTerminal(state: S): boolean {
    return this.definition.states[state]?.terminal === true;
  }

  stateLabel(state: S): string {
    return this.definition.states[state]?.label ?? state;
  }

  eventLabel(event: E): string {
    return this.definition.events[event]?.label ?? event;
  }

  /** Why the event may or may not happen from this state, without throwing. */
  check(state: S, event: E, ctx: C): TransitionCheck<S> {
    if (!this.isState(state)) {
      return { ok: false, code: StateMachineErrorCodes.unknownState, reason: `未知的${this.definition.name}状态：${String(state)}` };
    }
    const rows = this.table.get(state)?.get(event);
    if (!rows || rows.length === 0) {
      return {
        ok: false,
        code: StateMachineErrorCodes.transitionNotAllowed,
        reason: `${this.definition.name}处于“${this.stateLabel(state)}”状态，不能执行“${this.eventLabel(event)}”`,
      };
    }
    let firstRefusal: string | null = null;
    for (const row of rows) {
      const refusal = row.guard ? row.guard(ctx) : null;
      if (refusal === null) return { ok: true, to: row.to };
      firstRefusal ??= refusal;
    }
    return { ok: false, code: StateMachineErrorCodes.guardRejected, reason: firstRefusal as string };
  }

  can(state: S, event: E, ctx: C): boolean {
    return this.check(state, event, ctx).ok;
  }

  /** The next state, or a DomainError with a Chinese message saying why not. */
  transition(state: S, event: E, ctx: C): S {
    const result = this.check(state, event, ctx);
    if (result.ok) return result.to;
    throw new DomainError(result.code, result.reason, { machine: this.definition.id, state, event });
  }

  /** Events that may happen now, guards included. */
  available(state: S, ctx: C): E[] {
    return this.events.filter((event) => this.can(state, event, ctx));
  }

  /** Events defined from this state whatever the guards say (for showing disabled buttons). */
  defined(state: S): E[] {
    return [...(this.table.get(state)?.keys() ?? [])];
  }

  /** Every target a state can lead to, ignoring guards. */
  targets(state: S): S[] {
    const byEvent = this.table.get(state);
    if (!byEvent) return [];
    return [...new Set([...byEvent.values()].flat().map((row) => row.to))];
  }

  /** States reachable from `from` (itself included), ignoring guards. */
  reachableFrom(from: S = this.initial): Set<S> {
    const seen = new Set<S>([from]);
    const queue: S[] = [from];
    while (queue.length > 0) {
      const current = queue.shift() as S;
      for (const next of this.targets(current)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return seen;
  }

  /** Chinese labels of all states, for dictionaries and filters. */
  stateLabels(): Record<S, string> {
    return Object.fromEntries(this.states.map((s) => [s, this.stateLabel(s)])) as Record<S, string>;
  }
}
