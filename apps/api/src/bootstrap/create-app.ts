import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Logger } from 'pino';
import { AppConfig } from '@ohit/server-config';
import { AppModule } from '../app.module';
import { ApiExceptionFilter, deleteIdsBody, requestLogger, createValidationPipe } from '../platform';
// Request plumbing used only here, at the bootstrap (business modules never need it).
import { answerClientErrors } from '../platform/http/client-errors';
import { jsonBodyOptions } from '../platform/http/json-body';
import { refuseNulBytes } from '../platform/http/refuse-nul-bytes';
import { securityHeaders } from '../platform/http/security-headers';
import { mountOpenApi } from './openapi';
import { serveWeb } from './serve-web';

/** Builds the HTTP application; used by main.ts and by integration tests alike. */
export async function createApp(config: AppConfig, logger: Logger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: config.env === 'test' ? ['error', 'warn'] : ['error', 'warn', 'log'],
    // Parsers are registered below, in order: after the request log, before the input checks.
    bodyParser: false,
  });
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  answerClientErrors(app.getHttpServer());
  // Order matters: every request gets an id and a log line (even one whose body is refused),
  // every response the security headers, then bodies are parsed (strict UTF-8 JSON) and text
  // PostgreSQL cannot store is refused before any handler.
  app.use(requestLogger(logger));
  app.use(securityHeaders);
  app.useBodyParser('json', jsonBodyOptions());
  app.useBodyParser('urlencoded', { extended: true });
  app.use(refuseNulBytes);
  app.use(deleteIdsBody);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  mountOpenApi(app, config.http.productTitle);
  const dist = config.http.webDist ?? join(__dirname, '../../../web/dist');
  serveWeb(app, dist);
  return app;
}
