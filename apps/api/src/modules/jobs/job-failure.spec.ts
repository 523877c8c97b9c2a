import { EXPORT_JOB } from '@ohit/contracts';
import { unfinishedJobError } from './job-failure';

const answer = (row: Parameters<typeof unfinishedJobError>[0]) => {
  const e = unfinishedJobError(row);
  return [e.getStatus(), e.message];
};

describe('?wait=1 answer of a job that finished without a result', () => {
  it("is a 400 with the reason when the user's input was refused", () => {
    expect(answer({ type: 'export', status: 'failed', errors: ['检定/校准日期的查询值不是有效的日期，应为YYYY-MM-DD'] })).toEqual([400, '检定/校准日期的查询值不是有效的日期，应为YYYY-MM-DD']);
    expect(answer({ type: 'export', status: 'failed', errors: ['导出用户不存在或已停用'] })).toEqual([400, '导出用户不存在或已停用']);
  });

  it('is a 500 only for a fault (retried, then given up)', () => {
    expect(answer({ type: 'export', status: 'failed', errors: [EXPORT_JOB.faultMessage] })).toEqual([500, EXPORT_JOB.faultMessage]);
    expect(answer({ type: 'export', status: 'failed', errors: [] })).toEqual([500, EXPORT_JOB.faultMessage]);
  });

  it('is a 409 for a cancelled job', () => {
    expect(answer({ type: 'export', status: 'cancelled', errors: [] })).toEqual([409, '任务已取消']);
  });
});
