import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '@ohit/server-queue';
import { Public } from '../platform';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Liveness: the process answers. */
  @Get()
  live() {
    return { status: 'ok' };
  }

  /** Readiness: PostgreSQL and Redis both answer; 503 otherwise. */
  @Get('ready')
  @HttpCode(200)
  async ready() {
    const [database, redis] = await Promise.all([
      this.db.query('SELECT 1').then(() => 'up', () => 'down'),
      this.redis.ping().then(() => 'up', () => 'down'),
    ]);
    const body = { status: database === 'up' && redis === 'up' ? 'ok' : 'unavailable', database, redis };
    if (body.status !== 'ok') throw new ServiceUnavailableException(`服务暂不可用：数据库${database === 'up' ? '正常' : '不可用'}，Redis${redis === 'up' ? '正常' : '不可用'}`);
    return body;
  }
}
