import { Inject, Logger, OnApplicationShutdown } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server, Socket } from 'socket.io';
import { orgRoom, type RealtimeEnvelope, type RealtimeResync, RESYNC_EVENT, userRoom } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { createRedis } from '@ohit/server-queue';
import { realtimeRedisChannel } from '@ohit/server-realtime';
import { accountProblem, ActorService, describeOutage, TokenService } from '../../platform';

/**
 * socket.io for live job progress, resource changes and notifications. The token is checked at
 * the handshake; each socket joins `user:<id>` and `org:<id>`. Events published on Redis by any
 * process are delivered here, and the Redis adapter lets any replica reach any client.
 *
 * Redis pub/sub keeps nothing for a subscriber that is away: when the subscription returns after
 * a drop, every socket of this replica gets RESYNC_EVENT (sent only once the channel is
 * subscribed again, so a reload it triggers cannot miss a later event).
 */
@WebSocketGateway({ cors: { origin: true, credentials: true } })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnApplicationShutdown {
  private readonly logger = new Logger('Realtime');
  private readonly connections: Redis[] = [];
  @WebSocketServer() server: Server;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly actors: ActorService,
  ) {}

  afterInit(server: Server): void {
    const pub = createRedis(this.config.redis.url, 'subscriber');
    const sub = pub.duplicate();
    const events = pub.duplicate();
    this.connections.push(pub, sub, events);
    for (const c of this.connections) c.on('error', () => undefined); // reconnects are logged below, not every attempt
    server.adapter(createAdapter(pub, sub, { key: `${this.config.redis.prefix}:socket.io` }));
    server.use((socket, next) => {
      this.authenticate(socket).then(
        () => next(),
        (e: Error) => next(new Error(describeOutage(e)?.[1] ?? e.message)),
      );
    });
    this.listen(server, events);
  }

  private listen(server: Server, events: Redis): void {
    const channel = realtimeRedisChannel(this.config.redis.prefix);
    let dropped = false;
    events.on('close', () => {
      if (!dropped && this.connections.length) this.logger.warn('Redis subscription lost; events published meanwhile will be missed');
      dropped = true;
    });
    events.on('ready', () => {
      // Subscribing again is harmless when ioredis has already restored it; awaiting it is what
      // guarantees the channel is live before clients are told to reload.
      events.subscribe(channel).then(
        () => {
          if (!dropped) return;
          dropped = false;
          this.logger.log('Redis subscription restored; asking clients to resync');
          const payload: RealtimeResync = { reason: 'redis-reconnected' };
          server.local.emit(RESYNC_EVENT, payload);
        },
        (e: Error) => this.logger.warn(`realtime subscribe failed: ${e.message}`),
      );
    });
    events.on('message', (ch, raw) => {
      if (ch !== channel) return;
      try {
        const envelope = JSON.parse(raw) as RealtimeEnvelope;
        // local: every replica receives the Redis message itself, so each emits to its own sockets.
        server.local.to(envelope.rooms).emit(envelope.event, envelope.payload);
      } catch (e) {
        this.logger.warn(`bad realtime message: ${(e as Error).message}`);
      }
    });
  }

  private async authenticate(socket: Socket): Promise<void> {
    const given = (socket.handshake.auth as { token?: string })?.token ?? socket.handshake.headers.authorization;
    const claims = this.tokens.decode(typeof given === 'string' ? given : undefined);
    if (!claims || (await this.tokens.isRevoked(claims.jti))) throw new Error('未登录或登录已失效');
    const user = await this.actors.loadUser(claims.sub);
    if (!user) throw new Error('未登录或登录已失效');
    const problem = accountProblem(user);
    if (problem) throw new Error(problem);
    socket.data.userId = user.id;
    socket.data.organizationId = user.organization_id;
  }

  handleConnection(socket: Socket): void {
    const { userId, organizationId } = socket.data as { userId?: number; organizationId?: number };
    if (!userId) return void socket.disconnect(true);
    void socket.join([userRoom(userId), orgRoom(organizationId as number)]);
  }

  // After the socket.io server has closed (onModuleDestroy would pull Redis from under the adapter).
  async onApplicationShutdown(): Promise<void> {
    const connections = this.connections.splice(0);
    await Promise.all(connections.map((c) => c.quit().catch(() => undefined)));
    connections.forEach((c) => c.disconnect());
  }
}
