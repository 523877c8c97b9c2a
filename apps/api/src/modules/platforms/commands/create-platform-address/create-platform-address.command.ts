import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { CreatePlatformDto } from '../../platforms.dto';

/** One address per platform type (3, 5, 6, 7). */
export class CreatePlatformAddressCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly dto: Omit<CreatePlatformDto, 'reason'>,
    readonly reason?: string | null,
  ) {
    super();
  }
}
