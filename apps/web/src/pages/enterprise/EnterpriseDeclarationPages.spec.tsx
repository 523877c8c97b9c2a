import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import EnterpriseDeclarationList, { DueDate, todayText } from './EnterpriseDeclarationPages';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const inDays = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return todayText(d);
};

/** 企业申报's 申报期限: flagged while the declaration is still to be filed, silent once filed. */
describe('the declaration due date', () => {
  it('says 已逾期 past the due date and 即将到期 within a week, while 草稿 or 退回', () => {
    const { rerender } = render(<DueDate value={inDays(-2)} state="draft" />);
    expect(screen.getByTestId('declaration-due').textContent).toBe('已逾期');
    rerender(<DueDate value={inDays(3)} state="returned" />);
    expect(screen.getByTestId('declaration-due').textContent).toBe('即将到期');
    rerender(<DueDate value={inDays(30)} state="draft" />);
    expect(screen.queryByTestId('declaration-due')).toBeNull();
  });

  it('says nothing once the declaration is submitted', () => {
    render(<DueDate value={inDays(-2)} state="submitted" />);
    expect(screen.queryByTestId('declaration-due')).toBeNull();
    expect(screen.getByText(inDays(-2))).toBeTruthy();
  });
});

/** 企业申报's 导出: an export job of the list the user sees (the server narrows it to the employer). */
describe('企业申报 导出', () => {
  const { api } = pageHarness(() => ({
    'GET /api/enterpriseDeclaration*': () => ({ content: [], totalElements: 0 }),
    'POST /api/enterpriseDeclaration/export*': () => ({ jobId: 'job-decl', status: 'queued' }),
  }));

  it('is offered to holders of declaration:export and starts the export job', async () => {
    signIn(['declaration:list', 'declaration:export']);
    renderAt('/dataGovernance/enterpriseDeclaration/index', <EnterpriseDeclarationList />);
    fireEvent.click(await screen.findByTestId('resource-export'));
    await waitFor(() => expect(api.calls('POST /api/enterpriseDeclaration/export')).toHaveLength(1));
  });

  it('is not offered without the button', async () => {
    signIn(['declaration:list']);
    renderAt('/dataGovernance/enterpriseDeclaration/index', <EnterpriseDeclarationList />);
    await waitFor(() => expect(api.calls('GET /api/enterpriseDeclaration').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('resource-export')).not.toBeInTheDocument();
  });
});
