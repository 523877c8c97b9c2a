import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../shared/actor';

export class AssignUserRolesCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly id: number, readonly roleIds: number[]) {
    super();
  }
}
