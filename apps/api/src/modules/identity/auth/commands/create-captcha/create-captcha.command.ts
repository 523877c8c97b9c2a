import { Command } from '@nestjs/cqrs';
import type { CaptchaResponse } from '@ohit/contracts';

/** Issues a captcha (ephemeral Redis state only, so no domain event). */
export class CreateCaptchaCommand extends Command<CaptchaResponse> {}
