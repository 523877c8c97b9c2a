import { render, screen } from '@testing-library/react';
import { checkPermission } from './check';
import { Permission } from './Permission';
import { session } from '../session/session-store';

describe('permission check (spec §6)', () => {
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorSpy.mockRestore());

  it('passes when any user code matches any required code', () => {
    expect(checkPermission(['user:list', 'user:edit'], ['user:add', 'user:edit'])).toBe(true);
    expect(checkPermission(['user:list'], ['user:add', 'user:del'])).toBe(false);
  });

  it('admin passes everything', () => {
    expect(checkPermission(['admin'], ['menu:del'])).toBe(true);
  });

  it('an empty required list denies and logs an error', () => {
    expect(checkPermission(['admin'], [])).toBe(false);
    expect(errorSpy).toHaveBeenCalledTimes(1);
  });

  it('no user codes deny', () => {
    expect(checkPermission([], ['user:add'])).toBe(false);
    expect(checkPermission(undefined, ['user:add'])).toBe(false);
  });

  it('<Permission> removes what the user may not use', () => {
    session.setInfo({ user: { id: 2 } as never, roles: ['user:list'], dataScopes: [], authorities: [] });
    render(
      <>
        <Permission codes={['user:add']}><button>新增</button></Permission>
        <Permission codes={['user:list']}><button>列表</button></Permission>
      </>,
    );
    expect(screen.queryByText('新增')).toBeNull();
    expect(screen.getByText('列表')).toBeInTheDocument();
    session.clear();
  });
});
