import { BadRequestException } from '@nestjs/common';
import { jobsOrderBy } from './jobs-sort';

describe('GET api/jobs sort', () => {
  it('is newest first by default', () => {
    expect(jobsOrderBy(undefined)).toBe('created_at DESC, id');
  });

  it('takes the declared fields, in either direction', () => {
    expect(jobsOrderBy('createTime,asc')).toBe('created_at ASC NULLS FIRST, id');
    expect(jobsOrderBy(['status,desc', 'finishTime'])).toBe('status DESC NULLS LAST, finished_at ASC NULLS FIRST, id');
  });

  it.each(['nope,asc', 'createTime,sideways', 'owner_id', 'createTime,desc,extra', 'toString'])('refuses %p with a Chinese 400 naming the allowed fields', (sort) => {
    expect(() => jobsOrderBy(sort)).toThrow(BadRequestException);
    expect(() => jobsOrderBy(sort)).toThrow(/不支持的排序.*可用字段：createTime/);
  });
});
