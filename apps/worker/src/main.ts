import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import { allQueues } from '@ohit/contracts';
import { ConfigError, loadConfig } from '@ohit/server-config';
import { REDIS } from '@ohit/server-queue';
import { startHealthServer } from './health/health-server';
import { WorkerHealth } from './health/worker-health';
import { QueueWorkersService } from './queues/queue-workers.service';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, allQueues());
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  const workers = app.get(QueueWorkersService);
  const health = await startHealthServer(config.worker.healthPort, new WorkerHealth(app.get(getDataSourceToken()), app.get(REDIS), () => workers.running));
  const stop = () => health.close();
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

void main();
