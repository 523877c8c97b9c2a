import { DomainError } from '@ohit/domain';
import { ResourceQueryError } from '@ohit/server-resource-engine';
import { WorkbookRejected } from '@ohit/server-xlsx';
import { inputRefusal } from './input-refusal';

describe('inputRefusal: what a retry cannot fix', () => {
  it("answers with the input's own reason", () => {
    expect(inputRefusal(new ResourceQueryError('检定/校准日期日期格式不正确，应为YYYY-MM-DD'), 'x')).toBe('检定/校准日期日期格式不正确，应为YYYY-MM-DD');
    expect(inputRefusal(new WorkbookRejected('文件已损坏'), 'x')).toBe('文件已损坏');
    expect(inputRefusal(new DomainError('TRANSITION_NOT_ALLOWED', '报告处于“已签发”状态，不能执行“修改”'), 'x')).toBe('报告处于“已签发”状态，不能执行“修改”');
  });

  it('answers PostgreSQL data and integrity errors with the given message', () => {
    expect(inputRefusal(Object.assign(new Error('date/time field value out of range'), { code: '22008' }), '导出条件不正确')).toBe('导出条件不正确');
    expect(inputRefusal(Object.assign(new Error('duplicate key'), { code: '23505' }), '数据冲突')).toBe('数据冲突');
  });

  it('leaves faults to be retried', () => {
    expect(inputRefusal(Object.assign(new Error('connection terminated'), { code: '57P01' }), 'x')).toBeNull();
    expect(inputRefusal(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }), 'x')).toBeNull();
    expect(inputRefusal(new Error('disk full'), 'x')).toBeNull();
    expect(inputRefusal(undefined, 'x')).toBeNull();
  });
});
