import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import { AuthorisedUntil } from './AuthorisedUntil';
import StaffAuthorizationList from './StaffAuthorizationList';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const row = (id: number, userName: string, authorisedUntil: string) => ({
  id,
  version: 1,
  user: 10 + id,
  userName,
  method: 3,
  methodName: '溶剂解吸-气相色谱法',
  standardNo: 'GBZ/T 300.66-2017',
  hazardName: '甲苯',
  instrumentFamily: 'gc',
  authorisedFrom: '2025-01-01',
  authorisedUntil,
  organizationId: 7,
});
const ROWS = [row(1, '张三', day(-1)), row(2, '李四', day(12)), row(3, '王五', day(200))];
const FILES = [{ id: 9, slot: 'workExperience', fileName: '张三工作经历.pdf', size: 4096, contentType: 'application/pdf', uploadedBy: '周主管', uploadTime: '2026-03-01T10:00:00.000Z' }];

/** 人员授权: the generic list with 授权有效期至 flagged, and a record's 工作经历 files from its row. */
describe('StaffAuthorizationList', () => {
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    '/api/staffAuthorization?*': { content: ROWS, totalElements: ROWS.length },
    '/api/staffAuthorization/1/attachments': FILES,
  }));

  const as = (roles: string[]) => signIn(roles);
  const renderPage = () => renderAt('/', <StaffAuthorizationList />);
  const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

  it('flags a lapsed authorisation 已过期 and one ending within 30 days 30天内到期, the others plain', async () => {
    as(['staffAuthorization:list']);
    renderPage();
    await screen.findByText('张三');
    expect(within(rowOf('张三')).getByText('已过期')).toBeInTheDocument();
    expect(within(rowOf('李四')).getByText('30天内到期')).toBeInTheDocument();
    const later = within(rowOf('王五')).getByTestId('authorised-until');
    expect(later).toHaveAttribute('data-state', 'valid');
    expect(within(later).queryByText('已过期')).toBeNull();
    expect(within(later).queryByText('30天内到期')).toBeNull();
  });

  it('opens a record’s 工作经历 files from its row; a reader downloads but may not upload', async () => {
    as(['staffAuthorization:list']);
    renderPage();
    await screen.findByText('张三');
    fireEvent.click(within(rowOf('张三')).getByTestId('row-work-experience'));
    expect(await screen.findByText('工作经历：张三')).toBeInTheDocument();
    expect(await screen.findByText('张三工作经历.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /下\s*载/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传/ })).toBeNull();
    expect(api.calls().some((c) => c.url === '/api/staffAuthorization/1/attachments')).toBe(true);
  });

  it('lets an editor upload into the 工作经历 slot, and offers 新增 only to holders of staffAuthorization:add', async () => {
    as(['staffAuthorization:list', 'staffAuthorization:edit']);
    renderPage();
    await screen.findByText('张三');
    expect(screen.queryByTestId('resource-add')).toBeNull();
    fireEvent.click(within(rowOf('张三')).getByTestId('row-work-experience'));
    await screen.findByText('张三工作经历.pdf');
    expect(screen.getByRole('button', { name: /上传/ })).toBeInTheDocument();
  });
});

describe('AuthorisedUntil', () => {
  it('counts the last valid day as still in force: 已过期 only the day after, 30天内到期 up to 30 days ahead', () => {
    const state = (value: string) => {
      const { getByTestId, unmount } = render(<AuthorisedUntil value={value} today="2026-03-02" />);
      const s = getByTestId('authorised-until').getAttribute('data-state');
      unmount();
      return s;
    };
    expect([state('2026-03-01'), state('2026-03-02'), state('2026-04-01'), state('2026-04-02')]).toEqual(['expired', 'lapsing', 'lapsing', 'valid']);
  });
});
