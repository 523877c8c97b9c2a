import { Command } from '@nestjs/cqrs';
import type { ResourceRow } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';

/** `PUT <url>/:id/children/:child/:childId`: the fields changed and the child's version read. */
export class EditChildCommand extends Command<ResourceRow> {
  constructor(
    readonly resource: string,
    readonly child: string,
    readonly actor: Actor,
    readonly parentId: number,
    readonly childId: number,
    readonly body: Record<string, unknown>,
    readonly reason: string | null,
  ) {
    super();
  }
}
