import { applyOrganizationRules, buildQuery, withQuery } from './query';

const org = { organizationId: 42, name: '甲机构', code: 'A', logo: null, favicon: null };
const ordinary = { isAdmin: false, isQy: 0 as const, organization: org };
const admin = { isAdmin: true, isQy: 0 as const, organization: org };
const enterprise = { isAdmin: false, isQy: 1 as const, organization: org };

describe('query building (spec §5, §7)', () => {
  it('drops empty and null values', () => {
    expect(buildQuery({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x' })).toBe('d=0&e=false&f=x');
  });

  it('repeats arrays instead of indexing them', () => {
    expect(buildQuery({ sort: ['a,desc', 'b,asc'] })).toBe('sort=a%2Cdesc&sort=b%2Casc');
    expect(decodeURIComponent(buildQuery({ sort: ['a,desc', 'b,asc'] }))).toBe('sort=a,desc&sort=b,asc');
    expect(buildQuery({ ids: [1, '', null, 2] })).toBe('ids=1&ids=2');
  });

  it('an empty query yields no question mark', () => {
    expect(withQuery('api/users', { a: '' })).toBe('api/users');
    expect(withQuery('api/users', { page: 0 })).toBe('api/users?page=0');
  });
});

describe('organisation rules (spec §6)', () => {
  it('removes organizationId and timeSlot from GET params of ordinary users', () => {
    expect(applyOrganizationRules({ organizationId: 7, timeSlot: ['2025-01-01', '2025-02-01'], name: 'x' }, ordinary, 'GET', 'other')).toEqual({ name: 'x' });
  });

  it('puts their own organisation into list and export params', () => {
    expect(applyOrganizationRules({ organizationId: 7, name: 'x' }, ordinary, 'GET', 'list')).toEqual({ name: 'x', organizationId: 42 });
    expect(applyOrganizationRules({}, ordinary, 'POST', 'export')).toEqual({ organizationId: 42 });
  });

  it.each([
    ['admin', admin],
    ['enterprise-flagged', enterprise],
  ])('keeps the filter for %s users (timeSlot becomes startTime/endTime)', (_n, user) => {
    expect(applyOrganizationRules({ organizationId: 7, timeSlot: ['2025-01-01', '2025-02-01'] }, user, 'GET', 'list')).toEqual({
      organizationId: 7,
      startTime: '2025-01-01',
      endTime: '2025-02-01',
    });
  });
});
