import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { EditDictDetailDto } from '../../dictionaries.dto';

/** Label, value and order of an entry the caller may write (optional optimistic version). */
export class EditDictDetailCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly dto: Omit<EditDictDetailDto, 'reason'>,
    readonly reason?: string | null,
  ) {
    super();
  }
}
