import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { CreateDictDetailDto } from '../../dictionaries.dto';

/** An entry of a dictionary: platform-wide (organizationId null, administrators) or of an organisation in the write scope. */
export class CreateDictDetailCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly dto: Omit<CreateDictDetailDto, 'reason'>,
    /** The organisation header (spec §6): whose entry it is when the body names none. */
    readonly headerOrganizationId: number | undefined,
    readonly reason?: string | null,
  ) {
    super();
  }
}
