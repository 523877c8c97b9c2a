import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';

export class DeleteHelpDocumentsCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly ids: number[], readonly reason?: string | null) {
    super();
  }
}
