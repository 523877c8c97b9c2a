import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** OpenAPI document at /api-docs-json and its page at /api-docs. */
export function mountOpenApi(app: INestApplication, title: string): void {
  const doc = new DocumentBuilder().setTitle(`${title} API`).setVersion('1').addBearerAuth().build();
  SwaggerModule.setup('api-docs', app, () => SwaggerModule.createDocument(app, doc));
}
