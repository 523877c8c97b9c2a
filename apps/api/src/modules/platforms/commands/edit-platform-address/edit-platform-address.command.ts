import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { EditPlatformDto } from '../../platforms.dto';

/** Name, host and port of an address (its type is fixed); optional optimistic version. */
export class EditPlatformAddressCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly dto: Omit<EditPlatformDto, 'reason'>,
    readonly reason?: string | null,
  ) {
    super();
  }
}
