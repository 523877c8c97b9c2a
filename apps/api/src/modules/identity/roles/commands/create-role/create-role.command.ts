import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';
import type { CreateRoleDto } from '../../roles.dto';

export class CreateRoleCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: CreateRoleDto, readonly reason?: string | null) {
    super();
  }
}
