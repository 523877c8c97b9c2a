import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';

/** Deletes documents, pictures and logos inside the caller's write scope: all of them or none (404). */
export class DeleteFilesCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly ids: number[],
    readonly reason?: string | null,
  ) {
    super();
  }
}
