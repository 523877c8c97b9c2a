import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS, within } from '@ohit/server-queue';
import { Public } from '../platform';

/** Each readiness check gets this long; a dependency that does not answer in time is down. */
export const READY_CHECK_TIMEOUT_MS = 1000;

type State = 'up' | 'down';

function check(work: Promise<unknown>, what: string): Promise<State> {
  return within(work, READY_CHECK_TIMEOUT_MS, what).then(
    () => 'up',
    () => 'down',
  );
}

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Liveness: the process answers (a dependency outage is readiness's business, not a restart's). */
  @Get()
  live() {
    return { status: 'ok' };
  }

  /** Readiness: PostgreSQL and Redis both answer within READY_CHECK_TIMEOUT_MS; 503 otherwise. */
  @Get('ready')
  @HttpCode(200)
  async ready() {
    const [database, redis] = await Promise.all([check(this.db.query('SELECT 1'), 'database'), check(this.redis.ping(), 'redis')]);
    const body = { status: database === 'up' && redis === 'up' ? 'ok' : 'unavailable', database, redis };
    if (body.status !== 'ok') throw new ServiceUnavailableException(`服务暂不可用：数据库${database === 'up' ? '正常' : '不可用'}，Redis${redis === 'up' ? '正常' : '不可用'}`);
    return body;
  }
}
