import { render, screen } from '@testing-library/react';
import { DueDate, todayText } from './EnterpriseDeclarationPages';

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
