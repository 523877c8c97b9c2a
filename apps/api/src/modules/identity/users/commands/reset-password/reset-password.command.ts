import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';

export class ResetPasswordCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly id: number, readonly password: string, readonly reason?: string | null) {
    super();
  }
}
