import { Command } from '@nestjs/cqrs';
import type { BusinessCodeResponse } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class DeleteResourcesCommand extends Command<BusinessCodeResponse> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly ids: number[],
  ) {
    super();
  }
}
