import { Command } from '@nestjs/cqrs';
import type { LoginRequest, LoginResponse } from '@ohit/contracts';

export class LoginCommand extends Command<LoginResponse> {
  constructor(
    readonly request: LoginRequest,
    readonly ip: string,
  ) {
    super();
  }
}
