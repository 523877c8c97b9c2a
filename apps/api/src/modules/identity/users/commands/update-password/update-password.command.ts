import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';

export class UpdatePasswordCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly oldPass: string, readonly newPass: string, readonly reason?: string | null) {
    super();
  }
}
