import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';

export class AssignRoleMenusCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly id: number, readonly menuIds: number[], readonly reason?: string | null) {
    super();
  }
}
