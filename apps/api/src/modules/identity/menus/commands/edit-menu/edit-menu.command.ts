import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';
import type { EditMenuDto } from '../../menus.dto';

export class EditMenuCommand extends Command<{ id: number; version: number }> {
  constructor(readonly actor: Actor, readonly dto: EditMenuDto, readonly reason?: string | null) {
    super();
  }
}
