import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';
import type { CreateUserDto } from '../../users.dto';

export class CreateUserCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: CreateUserDto, readonly reason?: string | null) {
    super();
  }
}
