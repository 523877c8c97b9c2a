import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';
import type { EditOrganizationDto } from '../../organizations.dto';

export class EditOrganizationCommand extends Command<{ id: number; version: number }> {
  constructor(readonly actor: Actor, readonly dto: EditOrganizationDto, readonly reason?: string | null) {
    super();
  }
}
