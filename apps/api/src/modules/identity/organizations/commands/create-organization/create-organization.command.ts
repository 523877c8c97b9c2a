import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../shared/actor';
import type { CreateOrganizationDto } from '../../organizations.dto';

export class CreateOrganizationCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: CreateOrganizationDto) {
    super();
  }
}
