import type { ReactNode } from 'react';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { MenuRoute } from '@ohit/contracts';
import { pageHarness, pickOption, renderAt as renderPageAt, signIn, Where } from '../../../test/page-harness';
import { familyBatchPage, familyListPage, LyjcFreeSilicaPage } from './LabFamilyPages';
import LaboratoryPage from './LaboratoryPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const BATCH = { id: 40, version: 2, code: 'JC-2026-0040', family: 'gc', origin: 'site', method: 9, methodName: '溶剂解吸-气相色谱法', state: 'assigned', analysisDate: '2026-03-02', organizationId: 7, recordVersion: 0 };
const GC = { id: 9, methodName: '溶剂解吸-气相色谱法', standardNo: 'GBZ/T 300.66-2017' };
const pending = (id: number, code: string, method: typeof GC | null, deadline: string) => ({
  id,
  code,
  hazard: '甲苯',
  blank: false,
  method,
  instrumentFamily: 'gc',
  instrument: { id: 31, name: '气相色谱仪' },
  projectName: '年度定期检测',
  sampledDate: '2026-03-01',
  shelfLifeDeadline: deadline,
});
const PENDING = [
  pending(201, 'XM-2026-0005-001', GC, '2020-01-08'),
  pending(202, 'XM-2026-0005-002', GC, '2099-01-08'),
  pending(203, 'XM-2026-0005-003', { id: 12, methodName: '火焰原子吸收光谱法', standardNo: 'GBZ/T 300.8-2017' }, '2099-01-08'),
];
const MENUS: MenuRoute[] = [{ name: 'labBatchDetail', path: '/lab/labBatch/details', hidden: true, component: 'lab/labBatch/details/index', meta: { title: '检测批次详情', icon: null, noCache: true } }];

describe('实验室检测 and the family screens', () => {
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    '/api/labBatch?*': { content: [BATCH], totalElements: 1 },
    '/api/laboratory/pendingSamples*': PENDING,
    '/api/laboratory/instruments*': [{ id: 31, code: 'GC-01', name: '气相色谱仪', model: null, usableUntil: '2099-12-31' }],
    'POST /api/labBatch/commands/compose': { count: 2, message: '已组成检测批次JC-2026-0041，共2个样品', created: { id: 41, code: 'JC-2026-0041' } },
  }));
  const lists = () => api.calls('GET /api/labBatch?').map((c) => new URL(c.url, 'http://x').searchParams);

  beforeEach(() => {
    signIn(['laboratory:list', 'laboratory:compose', 'labGas:list', 'labZffx:list', 'labEyhg:list'], { user: { id: 21, username: 'analyst' }, menus: MENUS });
  });

  /** The page with where the app is (the page navigates to the new batch). */
  const renderAt = (path: string, page: ReactNode) =>
    renderPageAt(
      path,
      <>
        {page}
        <Where />
      </>,
    );

  it('a family screen lists only its families’ batches (有机样品: dust, GC and solvent desorption), never offers 仪器类别, and a code opens the batch', async () => {
    const List = familyListPage('labZffxRecord');
    renderAt('/labMethods/labZffxRecord', <List />);
    const link = await screen.findByTestId('row-detail');
    expect(lists()[0].getAll('family')).toEqual(['dust-gravimetric', 'gc', 'solvent-elution']);
    expect(within(screen.getByTestId('resource-search')).queryAllByLabelText('仪器类别')).toHaveLength(0);
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/lab/labBatch/details?code=JC-2026-0040&organizationId=7'));
  });

  it('a family’s hidden route is its list without a code (气相色谱: gc only); the lyjc free-silica twin lists incoming samples’ batches', async () => {
    const Gas = familyBatchPage('labGas');
    const { unmount } = renderAt('/labGas', <Gas />);
    await screen.findByTestId('row-detail');
    expect(lists()[0].getAll('family')).toEqual(['gc']);
    expect(lists()[0].get('origin')).toBeNull();
    unmount();

    api.forget();
    renderAt('/lyjcLabEyhgRecord', <LyjcFreeSilicaPage />);
    await screen.findByTestId('row-detail');
    expect(lists()[0].getAll('family')).toEqual(['free-silica']);
    expect(lists()[0].get('origin')).toBe('incoming');
  });

  it('实验室检测: the waiting samples by method with counts and deadlines (past ones red); 组批 of one method’s ticked samples on a usable instrument today, then the new batch opens', async () => {
    renderAt('/lab/laboratory', <LaboratoryPage />);
    const groups = await screen.findAllByTestId('pending-group');
    expect(groups).toHaveLength(2);
    const [gc, aas] = groups;
    expect(within(gc).getByTestId('group-count')).toHaveTextContent('2 个样品');
    const deadlines = within(gc).getAllByTestId('group-deadline');
    expect(deadlines.map((d) => [d.textContent, d.getAttribute('data-urgency')])).toEqual([
      ['已超期 2020-01-08（1）', 'past'],
      ['保存至 2099-01-08（1）', 'ok'],
    ]);
    expect(deadlines[0]).toHaveClass('ant-tag-error');
    expect(within(aas).getByTestId('group-count')).toHaveTextContent('1 个样品');

    // ticking in another method's card starts the selection over there: one method per batch
    const gcRows = within(gc).getAllByRole('row').slice(1);
    fireEvent.click(within(gcRows[0]).getByRole('checkbox'));
    fireEvent.click(within(within(aas).getAllByRole('row')[1]).getByRole('checkbox'));
    expect(within(gcRows[0]).getByRole('checkbox')).not.toBeChecked();
    fireEvent.click(within(gcRows[0]).getByRole('checkbox'));
    fireEvent.click(within(gcRows[1]).getByRole('checkbox'));
    expect(within(within(aas).getAllByRole('row')[1]).getByRole('checkbox')).not.toBeChecked();

    fireEvent.click(screen.getByTestId('compose-selected'));
    const dialog = await screen.findByTestId('compose-dialog');
    expect(dialog).toHaveTextContent('检测方法：溶剂解吸-气相色谱法（GBZ/T 300.66-2017）');
    // the instrument the samples were distributed with, when usable today, is offered first; the date is today
    const instrument = within(dialog).getByText('检测仪器').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(instrument).toHaveTextContent('气相色谱仪（GC-01，可用至 2099-12-31）'));
    await pickOption(instrument, '气相色谱仪（GC-01，可用至 2099-12-31）');
    expect(within(dialog).getByLabelText('检测日期')).toHaveValue(dayjs().format('YYYY-MM-DD'));
    fireEvent.click(screen.getByTestId('compose-ok'));

    await waitFor(() => expect(api.calls('POST /api/labBatch/commands/compose')).toHaveLength(1));
    expect(api.bodyOf('POST /api/labBatch/commands/compose')).toEqual({
      sampleIds: [201, 202],
      instrument: 31,
      analysisDate: dayjs().format('YYYY-MM-DD'),
    });
    await screen.findByText('已组成检测批次JC-2026-0041，共2个样品');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/lab/labBatch/details?code=JC-2026-0041&organizationId=7'));
  });

  it('实验室检测 for a lab manager (no 组批): the batches only — nothing waiting is asked for, so no refusal sends him to 401', async () => {
    signIn(['laboratory:list', 'laboratory:check'], { user: { id: 22, username: 'labmanager' }, menus: MENUS });
    renderAt('/lab/laboratory', <LaboratoryPage />);
    await screen.findByTestId('resource-list-labBatch');
    expect(screen.queryByTestId('pending-samples')).toBeNull();
    expect(screen.queryByTestId('compose-selected')).toBeNull();
    expect(api.calls('GET /api/laboratory/pendingSamples')).toHaveLength(0);
  });
});
