import { randomBytes } from 'node:crypto';
import { seed } from '@ohit/api/testing';
import { deadlineFixture } from '../testing/deadline-fixture';
import { checkDeclarationDeadlines } from './declaration-deadline-check';

jest.setTimeout(120_000);

/**
 * 企业申报's daily reminder (run by the disclosure deadline job): on 2026-12-05 a change declaration
 * still to be filed and due 12-10 is due soon, one due 12-01 overdue; each employer's are told to
 * its own enterprise users and to the organisation's users who accept declarations, once a day;
 * submitted ones and ones due later never; another employer's enterprise user hears nothing of them.
 */
describe('worker: the declaration deadline check', () => {
  const f = deadlineFixture('DC', 'declaration-deadlines', seed);
  const { next, users, sends } = f;
  const digits = String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0');
  const E1 = `${digits}DCLA${randomBytes(3).toString('hex').toUpperCase()}`;
  const E2 = `${digits}DCLB${randomBytes(3).toString('hex').toUpperCase()}`;
  let org = 0;

  const declaration = async (creditCode: string, dueDate: string, state = 'draft') => {
    const code = next();
    const [{ id }] = await f.ds.query(
      `INSERT INTO enterprise_declarations (code, declaration_type, change_reason, event_date, due_date, state, credit_code, employer_name, organization_id)
       VALUES ($1, 'change', 'process', $2::date - 15, $2, $3, $4, $5, $6) RETURNING id`,
      [code, dueDate, state, creditCode, `${code}化工<厂>`, org],
    );
    return { id: id as number, code };
  };

  beforeAll(async () => {
    await f.start();
    org = await f.organisation('检测公司');
    await f.user('acceptor', org, { permission: 'declaration:accept' });
    await f.user('bystander', org);
    await f.user('ent1', org, { employer: E1 });
    await f.user('ent2', org, { employer: E2 });
  });
  afterAll(() => f.close());

  it('reminds the employer and the organisation of change declarations due within 7 days or overdue, once a day', async () => {
    const soon = await declaration(E1, '2026-12-10');
    const late = await declaration(E1, '2026-12-01', 'returned');
    await declaration(E1, '2026-12-01', 'submitted');
    const later = await declaration(E1, '2026-12-20');
    const theirs = await declaration(E2, '2026-12-06');

    const notices = (await checkDeclarationDeadlines(f.ds, '2026-12-05')).filter((x) => x.organizationId === org);
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
    expect((await checkDeclarationDeadlines(f.ds, '2026-12-05')).filter((x) => x.organizationId === org)).toEqual([]);
    expect(await sends(users.ent1)).toHaveLength(1);
  });
});
