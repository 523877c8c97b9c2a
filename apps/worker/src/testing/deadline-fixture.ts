import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { loadConfig } from '@ohit/server-config';
import { WorkerModule } from '../worker.module';

/** A notice as one of its recipients received it. */
export interface SentNotice {
  titile: string;
  msg_abstract: string;
  msg_content: string;
  priority: number;
}

/**
 * What the deadline checks' integration specs share: a worker context of their own (the outbox only,
 * on a Redis prefix of their own) over the seeded demo database, and organisations and users inserted
 * directly. Every name carries the spec's tag, so specs sharing a database never meet. Call `start`
 * in beforeAll and `close` in afterAll. The spec hands in the API's demo seed (`seed` of
 * @ohit/api/testing): the module boundaries let only specs import it.
 */
export function deadlineFixture(tagPrefix: string, redisSuffix: string, seed: (app: NestExpressApplication) => Promise<unknown>) {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ACTIVE_QUEUES: 'outbox', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-${redisSuffix}` });
  const tag = `${tagPrefix}${randomBytes(3).toString('hex')}`;
  let n = 0;
  let worker: INestApplicationContext | undefined;
  let dataSource: DataSource | undefined;

  const fixture = {
    /** User ids by the key the spec gave each user. */
    users: {} as Record<string, number>,
    /** A fresh name: the tag and a running number. */
    next: () => `${tag}${(++n).toString().padStart(3, '0')}`,
    get ds(): DataSource {
      if (!dataSource) throw new Error('deadlineFixture: start() it first');
      return dataSource;
    },
    start: async (): Promise<void> => {
      worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, []), { logger: false });
      await worker.init();
      dataSource = worker.get<DataSource>(getDataSourceToken());
      await seed(worker as unknown as NestExpressApplication);
    },
    close: async (): Promise<void> => worker?.close(),
    /** A new organisation named by the tag, a running number and `name`. */
    organisation: async (name: string): Promise<number> =>
      (await fixture.ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${fixture.next()}${name}`]))[0].id,
    /**
     * A user of the organisation as `users[key]`: with `permission`, holding a role of its own with the
     * menus of that permission; with `employer`, an enterprise user of that credit code.
     */
    user: async (key: string, organizationId: number, options: { permission?: string; employer?: string } = {}): Promise<number> => {
      const ds = fixture.ds;
      const [{ id }] = await ds.query(
        `INSERT INTO users (username, nick_name, password_hash, enabled, organization_id, is_qy, enterprise_credit_code) VALUES ($1, $1, 'x', true, $2, $3, $4) RETURNING id`,
        [fixture.next(), organizationId, options.employer ? 1 : 0, options.employer ?? null],
      );
      if (options.permission) {
        const [{ id: role }] = await ds.query(`INSERT INTO roles (name, organization_id) VALUES ($1, $2) RETURNING id`, [fixture.next(), organizationId]);
        await ds.query(`INSERT INTO role_menus (role_id, menu_id) SELECT $1, id FROM menus WHERE permission = $2`, [role, options.permission]);
        await ds.query(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [id, role]);
      }
      fixture.users[key] = id;
      return id;
    },
    /** The notices the user received, oldest first. */
    sends: async (userId: number): Promise<SentNotice[]> =>
      fixture.ds.query(
        `SELECT a.titile, a.msg_abstract, a.msg_content, a.priority FROM announcement_sends s JOIN announcements a ON a.id = s.announcement_id WHERE s.user_id = $1 ORDER BY a.id`,
        [userId],
      ),
  };
  return fixture;
}
