import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';

export class SetUsersExpiryCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly ids: number[], readonly expiryDate: string | null, readonly reason?: string | null) {
    super();
  }
}
