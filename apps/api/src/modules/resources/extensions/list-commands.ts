import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ListCommandResult, ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import type { Actor } from '../../../platform';
import { createRow } from '../shared/create-row';
import { declarationFor } from '../shared/resource-access';
import { type ExtensionContext, ResourceExtensions } from './resource-extensions';

/** What a list command is given: the transaction, who, why, the organisation it acts on, and the kernel's row writer. */
export interface ListCommandContext extends ExtensionContext {
  organizationId: number;
  /** A new row as `add` makes it (validated, server values, hooks, one Created event with the reason) in this transaction. */
  create(body: Record<string, unknown>): Promise<ResourceRow>;
}

/** A module's own command on a resource's list (declared in `decl.listCommands`). */
export interface ResourceListCommand {
  name: string;
  run(ctx: ListCommandContext, body: Record<string, unknown>): Promise<ListCommandResult>;
}

/**
 * Where modules register their list commands (kernel mechanism "list command"): commands on the
 * whole list of an organisation rather than on a row — importing a standard library, say. The
 * kernel gives them its row writer, so every row they add is validated and recorded like an add.
 */
@Injectable()
export class ResourceListCommands {
  private readonly commands = new Map<string, ResourceListCommand>();

  constructor(
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
  ) {}

  add(resource: string, command: ResourceListCommand): void {
    const key = `${resource}.${command.name}`;
    if (this.commands.has(key)) throw new Error(`list command ${key} registered twice`);
    this.commands.set(key, command);
  }

  has(resource: string, name: string): boolean {
    return this.commands.has(`${resource}.${name}`);
  }

  /**
   * Runs a registered command in the caller's transaction for an organisation. No permission
   * check here: the request handler checks `<prefix>:<name>` first; a system step (an
   * organisation's setup, the seed) acts for the platform.
   */
  async runIn(
    m: EntityManager,
    actor: Actor,
    resource: string,
    name: string,
    organizationId: number,
    reason: string | null,
    body: Record<string, unknown> = {},
  ): Promise<ListCommandResult> {
    const command = this.commands.get(`${resource}.${name}`);
    if (!command) throw new Error(`list command ${resource}.${name} is not registered`);
    const decl = declarationFor(resource);
    const ctx: ExtensionContext = { m, actor, decl, reason };
    const create = (row: Record<string, unknown>) => createRow(this, ctx, organizationId, row, { verb: 'Created' });
    return command.run({ ...ctx, organizationId, create }, body);
  }
}
