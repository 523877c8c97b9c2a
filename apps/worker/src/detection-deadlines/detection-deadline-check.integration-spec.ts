import { randomBytes } from 'node:crypto';
import { seed } from '@ohit/api/testing';
import { deadlineFixture } from '../testing/deadline-fixture';
import { checkDetectionDeadlines } from './detection-deadline-check';

jest.setTimeout(120_000);

/**
 * The inspected units' reminder (run by the morning deadline job): on 2026-12-05 a unit due 2027-01-02
 * (28 days) is due soon and one due 2026-11-30 overdue; the organisation's staff who keep units hear
 * of both, the employer's enterprise user of its own only; units due later, out of use or of another
 * organisation are not listed; once per due date — a new due date is told again.
 */
describe('worker: the next periodic detection check', () => {
  const f = deadlineFixture('DD', 'detection-deadlines', seed);
  const { next, users, sends } = f;
  const credit = `91${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}DD${randomBytes(3).toString('hex').toUpperCase()}`;
  let org = 0;
  let otherOrg = 0;

  const unit = async (organizationId: number, due: string, options: { status?: string; creditCode?: string; riskClass?: string } = {}) => {
    const name = `${next()}<化工>`;
    const [{ id }] = await f.ds.query(
      `INSERT INTO inspected_units (name, organization_id, status, credit_code, risk_class, next_detection_due) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [name, organizationId, options.status ?? '1', options.creditCode ?? null, options.riskClass ?? 'serious', due],
    );
    return { id: id as number, name };
  };

  beforeAll(async () => {
    await f.start();
    org = await f.organisation('检测公司');
    otherOrg = await f.organisation('乙检测公司');
    // 受检单位 keepers: the staff who may edit units
    await f.user('keeper', org, { permission: 'customer:edit' });
    await f.user('bystander', org);
    await f.user('employer', org, { employer: credit });
    await f.user('otherKeeper', otherOrg, { permission: 'customer:edit' });
  });
  afterAll(() => f.close());

  it('reminds the organisation’s unit keepers and the employer of detections due within 30 days or overdue, once per due date', async () => {
    const soon = await unit(org, '2027-01-02', { creditCode: credit, riskClass: 'heavier' });
    const late = await unit(org, '2026-11-30', { riskClass: 'general' });
    const later = await unit(org, '2027-02-01');
    const stopped = await unit(org, '2026-12-01', { status: '2' });
    const theirs = await unit(otherOrg, '2026-12-10');

    const notices = (await checkDetectionDeadlines(f.ds, '2026-12-05')).filter((x) => x.organizationId === org);
    const staff = notices.find((x) => x.creditCode === null);
    expect(staff?.recipients).toEqual([users.keeper]);
    expect(staff?.units.map((u) => [u.id, u.daysLeft])).toEqual([
      [late.id, -5],
      [soon.id, 28],
    ]);
    const [message] = await sends(users.keeper);
    expect(message).toMatchObject({ titile: '定期检测到期提醒（2026-12-05）', msg_abstract: '已逾期1家，30天内到期1家', priority: 2 });
    expect(message.msg_content).toContain(`${late.name.replace('<', '&lt;').replace('>', '&gt;')}（风险分类一般）：下次检测到期2026-11-30（已逾期5天）`);
    expect(message.msg_content).toContain('（风险分类较重）：下次检测到期2027-01-02（剩余28天）');
    for (const u of [later, stopped, theirs]) expect(message.msg_content).not.toContain(u.name.replace('<', '&lt;'));
    // the employer hears of its own unit only; a colleague without the button of none; the other organisation of its own
    const [own] = await sends(users.employer);
    expect(own.msg_content).toContain('剩余28天');
    expect(own.msg_content).not.toContain('已逾期');
    expect(await sends(users.bystander)).toEqual([]);
    expect((await sends(users.otherKeeper)).map((x) => x.msg_content.includes('2026-12-10'))).toEqual([true]);
    // the same day again: nothing more; a new due date (a confirmed assessment moved it) is told again
    expect((await checkDetectionDeadlines(f.ds, '2026-12-05')).filter((x) => x.organizationId === org)).toEqual([]);
    await f.ds.query(`UPDATE inspected_units SET next_detection_due = '2026-12-20' WHERE id = $1`, [soon.id]);
    const again = (await checkDetectionDeadlines(f.ds, '2026-12-06')).filter((x) => x.organizationId === org && x.creditCode === null);
    expect(again.map((x) => x.units.map((u) => [u.id, u.daysLeft]))).toEqual([[[soon.id, 14]]]);
    expect(await sends(users.keeper)).toHaveLength(2);
  });
});
