import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';

/** Deletes releases and their packages: all of them or none (404 when one is missing). */
export class DeleteAppReleasesCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly ids: number[],
    readonly reason?: string | null,
  ) {
    super();
  }
}
