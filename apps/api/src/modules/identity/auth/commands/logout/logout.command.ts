import { Command } from '@nestjs/cqrs';

/** Revokes the given Authorization header's token; succeeds for a dead or missing token. */
export class LogoutCommand extends Command<void> {
  constructor(readonly authorization: string | undefined) {
    super();
  }
}
