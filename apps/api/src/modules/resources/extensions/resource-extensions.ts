import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import type { Actor } from '../../../platform';

/** What every hook and custom command is given: the transaction, who, which resource, why. */
export interface ExtensionContext {
  m: EntityManager;
  actor: Actor;
  decl: ResourceDeclaration;
  reason?: string | null;
}

/** A workflow transition about to happen (before hooks) or done (after hooks). */
export interface TransitionStep {
  event: string;
  from: string;
  to: string;
}

/**
 * A module's rules around the generic commands (kernel mechanism "hooks"): called inside the
 * command's transaction, before the write (refuse by throwing a 4xx; a before hook on a
 * transition or create may return extra column values to write) or after it.
 */
export interface ResourceHooks {
  /** Extra values (API field names) written with the new row, e.g. facts copied from a referenced row. */
  beforeCreate?(ctx: ExtensionContext, values: Record<string, unknown>): Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
  afterCreate?(ctx: ExtensionContext, row: ResourceRow): Promise<void> | void;
  beforeEdit?(ctx: ExtensionContext, before: ResourceRow, values: Record<string, unknown>): Promise<void> | void;
  afterEdit?(ctx: ExtensionContext, before: ResourceRow, after: ResourceRow): Promise<void> | void;
  /** Refuse a delete by returning a Chinese message (spec §8: code '400'). */
  beforeDelete?(ctx: ExtensionContext, rows: ResourceRow[]): Promise<string | null> | string | null;
  /** Extra values (API field names) written with the transition, e.g. a date stamped or a state remembered. */
  beforeTransition?(ctx: ExtensionContext, row: ResourceRow, step: TransitionStep): Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
  afterTransition?(ctx: ExtensionContext, before: ResourceRow, after: ResourceRow, step: TransitionStep): Promise<void> | void;
  /** A child row about to be added, changed or removed (refuse by throwing a 4xx); `parent` is the locked parent row. */
  beforeChildWrite?(ctx: ExtensionContext, parent: ResourceRow, change: ChildChange): Promise<void> | void;
  /** An attachment about to be added or removed (refuse by throwing a 4xx); `parent` is the locked parent row. */
  beforeAttachmentWrite?(ctx: ExtensionContext, parent: ResourceRow, change: AttachmentChange): Promise<void> | void;
}

/** A change of a child row: its collection, the row before (edit, remove) and the validated values (add, edit). */
export interface ChildChange {
  child: string;
  kind: 'add' | 'edit' | 'remove';
  before: ResourceRow | null;
  values: Record<string, unknown> | null;
}

export interface AttachmentChange {
  slot: string;
  kind: 'add' | 'remove';
  /** The attachment removed (a module may refuse removing a file its rows still name). */
  attachmentId?: number;
}

/**
 * What a command may return instead of bare values when it has more to say: facts for its event's
 * payload beside old → new (how many rows it moved and which), and a Chinese sentence the caller
 * is answered with beside the row (`message`).
 */
export class CommandOutcome {
  constructor(
    readonly values: Record<string, unknown>,
    readonly facts: Record<string, unknown> = {},
    readonly message?: string,
  ) {}
}

/**
 * A module's own command on a row (`POST <url>/:id/commands/:name`, permission `<prefix>:<name>`):
 * it validates its own body (throw a 400 in Chinese) and returns the values (API field names) to
 * write, or a CommandOutcome; the kernel locks the row, checks the version, writes them and records one event.
 */
export interface ResourceCommand {
  name: string;
  run(ctx: ExtensionContext, row: ResourceRow, body: Record<string, unknown>): Promise<Record<string, unknown> | CommandOutcome> | Record<string, unknown> | CommandOutcome;
}

/** Where modules register their hooks and commands for a declared resource (on module init). */
@Injectable()
export class ResourceExtensions {
  private readonly hooks = new Map<string, ResourceHooks[]>();
  private readonly commands = new Map<string, Map<string, ResourceCommand>>();

  addHooks(resource: string, hooks: ResourceHooks): void {
    this.hooks.set(resource, [...(this.hooks.get(resource) ?? []), hooks]);
  }

  addCommand(resource: string, command: ResourceCommand): void {
    const byName = this.commands.get(resource) ?? new Map<string, ResourceCommand>();
    if (byName.has(command.name)) throw new Error(`command ${resource}.${command.name} registered twice`);
    byName.set(command.name, command);
    this.commands.set(resource, byName);
  }

  hooksOf(resource: string): readonly ResourceHooks[] {
    return this.hooks.get(resource) ?? [];
  }

  /** Whether any module hooks this kind on the resource (so the parent row is read only when one does). */
  has(resource: string, kind: keyof ResourceHooks): boolean {
    return this.hooksOf(resource).some((h) => typeof h[kind] === 'function');
  }

  command(resource: string, name: string): ResourceCommand | undefined {
    return this.commands.get(resource)?.get(name);
  }

  /** Runs each registered hook of a kind in registration order; before-hooks' returned values are merged. */
  async run<K extends keyof ResourceHooks>(resource: string, kind: K, ...args: Parameters<NonNullable<ResourceHooks[K]>>): Promise<Record<string, unknown>> {
    const merged: Record<string, unknown> = {};
    for (const h of this.hooksOf(resource)) {
      const fn = h[kind] as ((...a: unknown[]) => unknown) | undefined;
      if (!fn) continue;
      const out = await fn.apply(h, args);
      if (out && typeof out === 'object') Object.assign(merged, out);
    }
    return merged;
  }

  /** The first refusal of the delete hooks, or null. */
  async deleteRefusal(ctx: ExtensionContext, rows: ResourceRow[]): Promise<string | null> {
    for (const h of this.hooksOf(ctx.decl.name)) {
      const refusal = h.beforeDelete ? await h.beforeDelete(ctx, rows) : null;
      if (refusal) return refusal;
    }
    return null;
  }
}
