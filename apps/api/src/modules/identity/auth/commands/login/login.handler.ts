import { BadRequestException } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { EVENT_TYPES, type LoginResponse } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { accountProblem, ActorService, TokenService, inTransaction } from '../../../../../platform';
import { IDENTITY_MESSAGES as M } from '../../../shared/identity-messages';
import { CaptchaStore } from '../../captcha.store';
import { LoginThrottle } from '../../login-throttle';
import { GetAuthInfoQuery } from '../../queries/get-auth-info/get-auth-info.query';
import { LoginCommand } from './login.command';

/** A hash of a random password: unknown users cost the same time as known ones. */
let dummyHash: Promise<string> | undefined;

@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly captcha: CaptchaStore,
    private readonly throttle: LoginThrottle,
    private readonly tokens: TokenService,
    private readonly actors: ActorService,
    private readonly queries: QueryBus,
  ) {}

  async execute({ request, ip }: LoginCommand): Promise<LoginResponse> {
    const username = request.username.trim();
    await this.throttle.check(username, ip);
    await this.captcha.consume(request.uuid, request.code);

    const rows: { id: number; password_hash: string }[] = await this.ds.query(
      `SELECT id, password_hash FROM users WHERE lower(username) = lower($1)`,
      [username],
    );
    const found = rows[0];
    dummyHash ??= argon2.hash(`dummy-${Math.random()}`, { type: argon2.argon2id });
    const ok = await argon2.verify(found?.password_hash ?? (await dummyHash), request.password).catch(() => false);
    if (!found || !ok) {
      await this.throttle.fail(username, ip);
      throw new BadRequestException(M.badCredentials);
    }
    const user = await this.actors.loadUser(found.id);
    const problem = user ? accountProblem(user) : M.badCredentials;
    if (!user || problem) throw new BadRequestException(problem);
    await this.throttle.succeed(username);

    const token = this.tokens.issue(user.id);
    await inTransaction(this.ds, (m) =>
      this.events.append(m, {
        type: EVENT_TYPES.UserLoggedIn,
        aggregateType: 'user',
        aggregateId: user.id,
        payload: { username: user.username, ip },
        actorId: user.id,
        organizationId: user.organization_id,
      }),
    );
    const actor = await this.actors.load(user);
    return { token, user: await this.queries.execute(new GetAuthInfoQuery(actor)) };
  }
}
