import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { AppConfig } from '@ohit/server-config';
import { AppModule } from '../app.module';
import { ApiExceptionFilter, deleteIdsBody, requestLogger, createValidationPipe } from '../platform';
import { mountOpenApi } from './openapi';
import { serveWeb } from './serve-web';

/** Builds the HTTP application; used by main.ts and by integration tests alike. */
export async function createApp(config: AppConfig, logger: Logger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: config.env === 'test' ? ['error', 'warn'] : ['error', 'warn', 'log'],
    bodyParser: true,
  });
  app.set('trust proxy', 'loopback');
  app.useBodyParser('json', { limit: '2mb' });
  app.use(requestLogger(logger));
  app.use(deleteIdsBody);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  mountOpenApi(app, config.http.productTitle);
  const dist = config.http.webDist ?? join(__dirname, '../../../web/dist');
  serveWeb(app, dist);
  return app;
}
