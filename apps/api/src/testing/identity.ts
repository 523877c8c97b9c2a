import { randomInt } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { DEFAULT_DEMO_PASSWORD, seedDemo, SeedDemoResult } from '../seed/seed-demo';

export const DEMO_PASSWORD = DEFAULT_DEMO_PASSWORD;
export const CAPTCHA = process.env.CAPTCHA_FIXED ?? 'test';

/** A distinct client IP per call (the app trusts X-Forwarded-For from loopback), so IP throttling never leaks between tests. */
export function randomIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
}

export function dataSourceOf(app: NestExpressApplication): DataSource {
  return app.get<DataSource>(getDataSourceToken());
}

export async function seed(app: NestExpressApplication): Promise<SeedDemoResult> {
  return seedDemo(dataSourceOf(app), { password: DEMO_PASSWORD });
}

export async function captcha(app: NestExpressApplication): Promise<string> {
  const res = await request(app.getHttpServer()).get('/auth/code').expect(200);
  return res.body.uuid as string;
}

/** Logs in through the real endpoints (captcha via CAPTCHA_FIXED) and returns the Authorization header value. */
export async function loginAs(app: NestExpressApplication, username: string, password = DEMO_PASSWORD): Promise<string> {
  const uuid = await captcha(app);
  const res = await request(app.getHttpServer())
    .post('/auth/login')
    .set('X-Forwarded-For', randomIp())
    .send({ username, password, code: CAPTCHA, uuid });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** An authenticated supertest client. */
export function as(app: NestExpressApplication, token: string) {
  const server = app.getHttpServer();
  return {
    get: (url: string) => request(server).get(url).set('Authorization', token),
    post: (url: string) => request(server).post(url).set('Authorization', token),
    put: (url: string) => request(server).put(url).set('Authorization', token),
    delete: (url: string) => request(server).delete(url).set('Authorization', token),
  };
}

/** Latest domain_events rows of a type (and aggregate). */
export async function eventsOf(app: NestExpressApplication, type: string, aggregateId?: string | number) {
  return dataSourceOf(app).query(
    `SELECT type, aggregate_type, aggregate_id, payload, actor_id, organization_id FROM domain_events
     WHERE type = $1 ${aggregateId !== undefined ? 'AND aggregate_id = $2' : ''} ORDER BY seq DESC`,
    aggregateId !== undefined ? [type, String(aggregateId)] : [type],
  );
}
