import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';
import type { EditUserDto } from '../../users.dto';

export class EditUserCommand extends Command<{ id: number; version: number }> {
  constructor(readonly actor: Actor, readonly dto: EditUserDto, readonly reason?: string | null) {
    super();
  }
}
