import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { EditDictDto } from '../../dictionaries.dto';

/** Name and description of a dictionary (administrators only; optional optimistic version). */
export class EditDictCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly dto: Omit<EditDictDto, 'reason'>,
    readonly reason?: string | null,
  ) {
    super();
  }
}
