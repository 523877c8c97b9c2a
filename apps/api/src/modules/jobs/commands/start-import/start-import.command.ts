import { Command } from '@nestjs/cqrs';
import type { StartJobResponse } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export interface UploadedWorkbook {
  originalname: string;
  buffer: Buffer;
}

export class StartImportCommand extends Command<StartJobResponse> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly file: UploadedWorkbook | undefined,
    /** belongGas, uploadType (kept as given, for the screens that send them). */
    readonly extra: Record<string, string>,
    /** Why (domain_events.reason): trimmed, ≤ 500 characters, optional. */
    readonly reason?: string | null,
  ) {
    super();
  }
}
