import { Command } from '@nestjs/cqrs';
import type { CodePatternView } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

/** An organisation's own numbering pattern of a declaration's auto code (`PUT <url>/codePattern`). */
export class ChangeCodePatternCommand extends Command<CodePatternView> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly pattern: unknown,
    readonly reason: string | null,
  ) {
    super();
  }
}
