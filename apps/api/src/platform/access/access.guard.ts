import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { accountProblem } from './account-status';
import { Actor, PERMISSIONS_KEY, PUBLIC_KEY } from './actor';
import { ActorService } from './actor.service';
import { PLATFORM_MESSAGES as M } from '../errors/platform-messages';
import { TokenService } from './token.service';

/**
 * Global guard: every route needs a valid, unrevoked token of an enabled, unexpired user unless
 * marked @Public(); then @RequirePermissions codes are checked (any of; `admin` passes all).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly actors: ActorService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const req = context.switchToHttp().getRequest<Request & { actor?: Actor }>();
    const claims = this.tokens.decode(req.headers.authorization);
    if (!claims) throw new UnauthorizedException(M.notLoggedIn);
    if (await this.tokens.isRevoked(claims.jti)) throw new UnauthorizedException(M.tokenRevoked);
    const caller = await this.actors.resolve(claims.sub, claims.jti, claims.exp);
    if (!caller) throw new UnauthorizedException(M.notLoggedIn);
    // expiry and disabling are checked on every request (the row's dates, against now)
    const problem = accountProblem(caller.user);
    if (problem) throw new UnauthorizedException(problem);
    const actor = caller.actor;
    req.actor = actor;
    const required = this.reflector.getAllAndOverride<string[] | undefined>(PERMISSIONS_KEY, targets);
    if (required && !hasAnyPermission(actor, required)) throw new ForbiddenException(M.forbidden);
    return true;
  }
}

/** The spec's permission directive: any listed code passes; an empty list denies; `admin` passes all. */
export function hasAnyPermission(actor: Pick<Actor, 'permissions'>, required: string[]): boolean {
  if (actor.permissions.has('admin')) return true;
  if (required.length === 0) return false;
  return required.some((code) => actor.permissions.has(code));
}
