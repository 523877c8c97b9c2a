import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';

export class EnableUsersCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly ids: number[], readonly enabled: boolean, readonly reason?: string | null) {
    super();
  }
}
