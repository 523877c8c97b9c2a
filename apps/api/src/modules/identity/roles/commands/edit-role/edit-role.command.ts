import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';
import type { EditRoleDto } from '../../roles.dto';

export class EditRoleCommand extends Command<{ id: number; version: number }> {
  constructor(readonly actor: Actor, readonly dto: EditRoleDto, readonly reason?: string | null) {
    super();
  }
}
