import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { CreateDictDto } from '../../dictionaries.dto';

/** A dictionary definition (administrators only). */
export class CreateDictCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly dto: Omit<CreateDictDto, 'reason'>,
    readonly reason?: string | null,
  ) {
    super();
  }
}
