import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import { DeadlineCalculator } from './DeadlineCalculator';
import { MonthCalendar } from './MonthCalendar';
import WorkCalendarPage from './WorkCalendarPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const row = (id: number, date: string, kind: 'holiday' | 'workday', name: string) => ({ id, version: 1, date, kind, name, remark: '国务院办公厅关于2026年部分节假日安排的通知', organizationId: null });
const ROWS_2026 = [
  row(1, '2026-09-20', 'workday', '国庆节'),
  ...[1, 2, 3, 4, 5, 6, 7].map((d) => row(10 + d, `2026-10-0${d}`, 'holiday', '国庆节')),
  row(2, '2026-10-10', 'workday', '国庆节'),
];
const COVERED = { from: '2026-09-28', workingDays: 20, date: '2026-10-30', covered: true, uncoveredYears: [], warning: null };
const GUESS = { from: '2026-12-20', workingDays: 20, date: '2027-01-15', covered: false, uncoveredYears: [2027], warning: '日历未维护：2027年的节假日安排尚未录入工作日历，该日期仅按周六、周日休息推算，请管理员补录后再以此为准' };

/** 工作日历: the month view of holidays (休) and make-up days (班), the deadline calculator, and the rows below. */
describe('WorkCalendarPage', () => {
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    // the month view asks for its year (size 500), the list for its page
    'GET /api/workCalendarDay?*': (req) => {
      const range = req.query.get('date');
      if (range === '2027-01-01,2027-12-31') return { content: [], totalElements: 0 };
      return { content: ROWS_2026, totalElements: ROWS_2026.length };
    },
    'GET /api/workCalendar/deadline?*': (req) => (req.query.get('from') === '2026-12-20' ? GUESS : COVERED),
  }));

  it('marks the month’s holidays 休 and make-up working days 班 from the shown year’s rows', async () => {
    signIn(['workCalendar:list']);
    renderAt('/', <MonthCalendar initialMonth="2026-10-01" />);
    const makeUp = await screen.findByTestId('calendar-day-2026-10-10');
    await waitFor(() => expect(makeUp).toHaveAttribute('data-kind', 'workday'));
    expect(within(makeUp).getByText('班')).toBeInTheDocument();
    expect(screen.getByTestId('calendar-day-2026-10-01')).toHaveAttribute('data-kind', 'holiday');
    expect(within(screen.getByTestId('calendar-day-2026-10-01')).getByText('休')).toBeInTheDocument();
    expect(screen.getByTestId('calendar-day-2026-10-12')).toHaveAttribute('data-kind', '');
    const asked = api.calls('GET /api/workCalendarDay?').map((c) => new URLSearchParams(c.url.split('?')[1]));
    expect(asked.some((q) => q.get('date') === '2026-01-01,2026-12-31' && q.get('size') === '500')).toBe(true);
    expect(screen.queryByTestId('calendar-not-maintained')).toBeNull();
  });

  it('says 日历未维护 on a year without rows', async () => {
    signIn(['workCalendar:list']);
    renderAt('/', <MonthCalendar initialMonth="2027-03-01" />);
    expect(await screen.findByTestId('calendar-not-maintained')).toHaveTextContent('日历未维护：2027年');
  });

  it('computes a deadline by the server: 20 working days by default, the answer with its weekday, another count asked as typed', async () => {
    signIn(['workCalendar:list']);
    renderAt('/', <DeadlineCalculator initialFrom="2026-09-28" />);
    fireEvent.click(await screen.findByTestId('deadline-calculate'));
    expect(await screen.findByTestId('deadline-result')).toHaveTextContent('第20个工作日：2026-10-30（星期五）');
    expect(screen.getByTestId('deadline-result')).toHaveAttribute('data-covered', 'true');
    expect(screen.queryByTestId('deadline-warning')).toBeNull();
    expect(api.urls('GET /api/workCalendar/deadline')).toEqual(['GET /api/workCalendar/deadline?from=2026-09-28&days=20']);

    api.forget();
    const days = within(screen.getByTestId('deadline-calculator')).getByRole('spinbutton');
    fireEvent.change(days, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('deadline-calculate'));
    await waitFor(() => expect(api.urls('GET /api/workCalendar/deadline')).toEqual(['GET /api/workCalendar/deadline?from=2026-09-28&days=5']));
  });

  it('shows the server’s warning when the count crossed a year not maintained', async () => {
    signIn(['workCalendar:list']);
    renderAt('/', <DeadlineCalculator initialFrom="2026-12-20" />);
    fireEvent.click(await screen.findByTestId('deadline-calculate'));
    expect(await screen.findByTestId('deadline-result')).toHaveTextContent('第20个工作日：2027-01-15（星期五）');
    expect(screen.getByTestId('deadline-result')).toHaveAttribute('data-covered', 'false');
    expect(screen.getByTestId('deadline-warning')).toHaveTextContent('日历未维护：2027年');
  });

  it('lists the rows with their weekday and kind, and offers 新增 only to holders of workCalendar:add', async () => {
    signIn(['workCalendar:list']);
    const { unmount } = renderAt('/', <WorkCalendarPage />);
    const makeUp = await screen.findByText('2026-10-10 星期六');
    expect(within(makeUp.closest('tr') as HTMLElement).getByText('调休上班日')).toBeInTheDocument();
    expect(screen.getByText('2026-10-01 星期四').closest('tr')).toHaveTextContent('节假日');
    expect(screen.queryByTestId('resource-add')).toBeNull();
    unmount();

    signIn(['workCalendar:list', 'workCalendar:add']);
    renderAt('/', <WorkCalendarPage />);
    expect(await screen.findByTestId('resource-add')).toBeInTheDocument();
  });
});
