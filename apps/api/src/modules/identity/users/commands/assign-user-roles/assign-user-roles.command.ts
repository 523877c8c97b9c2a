import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';

export class AssignUserRolesCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly id: number, readonly roleIds: number[], readonly reason?: string | null) {
    super();
  }
}
