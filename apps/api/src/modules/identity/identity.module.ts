import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth/auth.controller';
import { CaptchaStore } from './auth/captcha.store';
import { CreateCaptchaHandler } from './auth/commands/create-captcha/create-captcha.handler';
import { LoginHandler } from './auth/commands/login/login.handler';
import { LogoutHandler } from './auth/commands/logout/logout.handler';
import { LoginThrottle } from './auth/login-throttle';
import { GetAuthInfoHandler } from './auth/queries/get-auth-info/get-auth-info.handler';
import { AccessGuard, ActorService, TokenService } from '../../platform';
import { IDENTITY_CONTROLLERS, IDENTITY_HANDLERS } from './identity.handlers';
import { OrganizationSetup } from './organizations/organization-setup';

/** Login, tokens, users, roles, menus, organisations (and the setup steps modules add for a new one) and the global access guard. */
@Module({
  controllers: [AuthController, ...IDENTITY_CONTROLLERS],
  providers: [
    TokenService,
    ActorService,
    CaptchaStore,
    LoginThrottle,
    CreateCaptchaHandler,
    LoginHandler,
    LogoutHandler,
    GetAuthInfoHandler,
    ...IDENTITY_HANDLERS,
    OrganizationSetup,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [TokenService, ActorService, OrganizationSetup],
})
export class IdentityModule {}
