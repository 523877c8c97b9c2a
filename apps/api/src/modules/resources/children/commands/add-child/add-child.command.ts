import { Command } from '@nestjs/cqrs';
import type { ResourceRow } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';

/** `POST <url>/:id/children/:child`: a new child row of a parent. */
export class AddChildCommand extends Command<ResourceRow> {
  constructor(
    readonly resource: string,
    readonly child: string,
    readonly actor: Actor,
    readonly parentId: number,
    readonly body: Record<string, unknown>,
    /** Why (domain_events.reason): trimmed, ≤ 500 characters, optional. */
    readonly reason: string | null,
  ) {
    super();
  }
}
