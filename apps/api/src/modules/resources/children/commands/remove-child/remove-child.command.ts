import { Command } from '@nestjs/cqrs';
import type { BusinessCodeResponse } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';

/** `DELETE <url>/:id/children/:child/:childId`; `version`, when sent, must be the stored one. */
export class RemoveChildCommand extends Command<BusinessCodeResponse> {
  constructor(
    readonly resource: string,
    readonly child: string,
    readonly actor: Actor,
    readonly parentId: number,
    readonly childId: number,
    readonly version: number | undefined,
    readonly reason: string | null,
  ) {
    super();
  }
}
