import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { loadConfig } from '@ohit/server-config';
import { seed } from '@ohit/api/testing';
import { WorkerModule } from '../worker.module';
import { checkDeclarationDeadlines } from './declaration-deadline-check';

jest.setTimeout(120_000);

/**
 * 企业申报's daily reminder (run by the disclosure deadline job): on 2026-12-05 a change declaration
 * still to be filed and due 12-10 is due soon, one due 12-01 overdue; each employer's are told to
 * its own enterprise users and to the organisation's users who accept declarations, once a day;
 * submitted ones and ones due later never; another employer's enterprise user hears nothing of them.
 */
describe('worker: the declaration deadline check', () => {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ACTIVE_QUEUES: 'outbox', REDIS_PREFIX: `${process.env.REDIS_PREFIX}-declaration-deadlines` });
  const tag = `DC${randomBytes(3).toString('hex')}`;
  const digits = String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0');
  const E1 = `${digits}DCLA${randomBytes(3).toString('hex').toUpperCase()}`;
  const E2 = `${digits}DCLB${randomBytes(3).toString('hex').toUpperCase()}`;
  let n = 0;
  const next = () => `${tag}${(++n).toString().padStart(3, '0')}`;
  let worker: INestApplicationContext;
  let ds: DataSource;
  let org = 0;
  const users: Record<string, number> = {};

  const user = async (key: string, options: { acceptor?: boolean; employer?: string } = {}) => {
    const [{ id }] = await ds.query(`INSERT INTO users (username, nick_name, password_hash, enabled, organization_id, is_qy, enterprise_credit_code) VALUES ($1, $1, 'x', true, $2, $3, $4) RETURNING id`, [
      next(),
      org,
      options.employer ? 1 : 0,
      options.employer ?? null,
    ]);
    if (options.acceptor) {
      const [{ id: role }] = await ds.query(`INSERT INTO roles (name, organization_id) VALUES ($1, $2) RETURNING id`, [next(), org]);
      await ds.query(`INSERT INTO role_menus (role_id, menu_id) SELECT $1, id FROM menus WHERE permission = 'declaration:accept'`, [role]);
      await ds.query(`INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2)`, [id, role]);
    }
    users[key] = id;
  };
  const declaration = async (creditCode: string, dueDate: string, state = 'draft') => {
    const code = next();
    const [{ id }] = await ds.query(
      `INSERT INTO enterprise_declarations (code, declaration_type, change_reason, event_date, due_date, state, credit_code, employer_name, organization_id)
       VALUES ($1, 'change', 'process', $2::date - 15, $2, $3, $4, $5, $6) RETURNING id`,
      [code, dueDate, state, creditCode, `${code}化工<厂>`, org],
    );
    return { id: id as number, code };
  };
  const sends = async (userId: number): Promise<{ titile: string; msg_abstract: string; msg_content: string; priority: number }[]> =>
    ds.query(`SELECT a.titile, a.msg_abstract, a.msg_content, a.priority FROM announcement_sends s JOIN announcements a ON a.id = s.announcement_id WHERE s.user_id = $1 ORDER BY a.id`, [userId]);

  beforeAll(async () => {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, []), { logger: false });
    await worker.init();
    ds = worker.get<DataSource>(getDataSourceToken());
    await seed(worker as unknown as NestExpressApplication);
    org = (await ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${next()}检测公司`]))[0].id;
    await user('acceptor', { acceptor: true });
    await user('bystander');
    await user('ent1', { employer: E1 });
    await user('ent2', { employer: E2 });
  });
  afterAll(() => worker?.close());

  it('reminds the employer and the organisation of change declarations due within 7 days or overdue, once a day', async () => {
    const soon = await declaration(E1, '2026-12-10');
    const late = await declaration(E1, '2026-12-01', 'returned');
    await declaration(E1, '2026-12-01', 'submitted');
    const later = await declaration(E1, '2026-12-20');
    const theirs = await declaration(E2, '2026-12-06');

    const notices = (await checkDeclarationDeadlines(ds, '2026-12-05')).filter((x) => x.organizationId === org);
    const e1 = notices.find((x) => x.creditCode === E1);
    expect(e1?.recipients.sort((a, b) => a - b)).toEqual([users.acceptor, users.ent1].sort((a, b) => a - b));
    expect(e1?.declarations.map((d) => [d.id, d.daysLeft, d.overdue])).toEqual([
      [late.id, -4, true],
      [soon.id, 5, false],
    ]);
    const [message] = await sends(users.ent1);
    expect(message).toMatchObject({ titile: '企业申报期限提醒（2026-12-05）', msg_abstract: '逾期未申报1份，7天内到期1份', priority: 2 });
    expect(message.msg_content).toContain(`${late.code}：${late.code}化工&lt;厂&gt;，申报期限2026-12-01（已逾期4天）`);
    expect(message.msg_content).not.toContain(later.code);
    expect(message.msg_content).not.toContain(theirs.code);
    // the other employer hears of its own only; a colleague without 受理 of none
    expect((await sends(users.ent2)).map((m) => m.msg_content.includes(theirs.code) && !m.msg_content.includes(soon.code))).toEqual([true]);
    expect(await sends(users.bystander)).toEqual([]);
    expect(await sends(users.acceptor)).toHaveLength(2);
    // the same day again: nothing more
    expect((await checkDeclarationDeadlines(ds, '2026-12-05')).filter((x) => x.organizationId === org)).toEqual([]);
    expect(await sends(users.ent1)).toHaveLength(1);
  });
});
