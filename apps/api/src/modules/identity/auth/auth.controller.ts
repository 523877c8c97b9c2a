import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthInfo, CaptchaResponse, LoginResponse } from '@ohit/contracts';
import { type Actor, CurrentActor, Public } from '../../../platform';
import { LoginRequestDto } from './auth.dto';
import { CreateCaptchaCommand } from './commands/create-captcha/create-captcha.command';
import { LoginCommand } from './commands/login/login.command';
import { LogoutCommand } from './commands/logout/logout.command';
import { GetAuthInfoQuery } from './queries/get-auth-info/get-auth-info.query';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Public()
  @Get('code')
  code(): Promise<CaptchaResponse> {
    return this.commands.execute(new CreateCaptchaCommand());
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginRequestDto, @Req() req: Request): Promise<LoginResponse> {
    return this.commands.execute(new LoginCommand(body, req.ip ?? 'unknown'));
  }

  /** Needs a valid token (the guard applies expiry and disabled checks). */
  @Get('info')
  info(@CurrentActor() actor: Actor): Promise<AuthInfo> {
    return this.queries.execute(new GetAuthInfoQuery(actor));
  }

  @Public()
  @Delete('logout')
  @HttpCode(200)
  async logout(@Req() req: Request): Promise<Record<string, never>> {
    await this.commands.execute(new LogoutCommand(req.headers.authorization));
    return {};
  }
}
