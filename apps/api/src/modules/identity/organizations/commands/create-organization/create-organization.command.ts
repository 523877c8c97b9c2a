import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';
import type { CreateOrganizationDto } from '../../organizations.dto';

export class CreateOrganizationCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: CreateOrganizationDto, readonly reason?: string | null) {
    super();
  }
}
