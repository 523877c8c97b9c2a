import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../shared/actor';

export class AssignRoleMenusCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly id: number, readonly menuIds: number[]) {
    super();
  }
}
