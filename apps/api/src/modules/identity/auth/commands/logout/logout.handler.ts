import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { TokenService, inTransaction } from '../../../../../platform';
import { LogoutCommand } from './logout.command';

@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly tokens: TokenService,
  ) {}

  async execute({ authorization }: LogoutCommand): Promise<void> {
    const claims = this.tokens.decode(authorization);
    if (!claims || (await this.tokens.isRevoked(claims.jti))) return;
    await this.tokens.revoke(claims);
    await inTransaction(this.ds, (m) =>
      this.events.append(m, {
        type: EVENT_TYPES.UserLoggedOut,
        aggregateType: 'user',
        aggregateId: claims.sub,
        payload: { jti: claims.jti },
        actorId: claims.sub,
      }),
    );
  }
}
