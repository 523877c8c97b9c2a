import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';
import type { CreateMenuDto } from '../../menus.dto';

export class CreateMenuCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: CreateMenuDto, readonly reason?: string | null) {
    super();
  }
}
