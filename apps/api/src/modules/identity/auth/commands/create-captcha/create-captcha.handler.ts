import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CaptchaResponse } from '@ohit/contracts';
import { randomCaptchaText, renderCaptcha } from '../../captcha';
import { CaptchaStore } from '../../captcha.store';
import { CreateCaptchaCommand } from './create-captcha.command';

@CommandHandler(CreateCaptchaCommand)
export class CreateCaptchaHandler implements ICommandHandler<CreateCaptchaCommand> {
  constructor(private readonly store: CaptchaStore) {}

  async execute(): Promise<CaptchaResponse> {
    const text = randomCaptchaText();
    const uuid = await this.store.save(text);
    return { img: renderCaptcha(text), uuid };
  }
}
