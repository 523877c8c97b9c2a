import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../shared/actor';
import type { EditUserDto } from '../../users.dto';

export class EditUserCommand extends Command<{ id: number; version: number }> {
  constructor(readonly actor: Actor, readonly dto: EditUserDto) {
    super();
  }
}
