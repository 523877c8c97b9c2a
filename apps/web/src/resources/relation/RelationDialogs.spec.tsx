import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import RefineProviders from '../../providers/RefineProviders';
import { INSPECTED_UNIT } from '@ohit/contracts';
import { registerUi } from '../../ui/bridge';
import { session } from '../../session/session-store';
import { ResourceList } from '../ResourceList';

// antd selects and dialogs under jsdom are slow on a busy machine
configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;
const unit = { id: 1, version: 1, name: '单位1', status: '1', organizationId: 7, createTime: '2026-01-01T00:00:00.000Z' };
const project = (id: number, code: string, name: string) => ({ id, code, name, belongInspect: null, belongInspectName: null, createTime: '2026-01-02T00:00:00.000Z', organizationId: 7 });

describe('relation pickers of the row menu', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  let relationAnswer: unknown = { code: '200', message: '关联成功' };
  const bodyOf = (path: string) => {
    const call = fetchMock.mock.calls.find(([url, init]) => url === path && (init as RequestInit).method === 'POST');
    return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
  };

  beforeEach(() => {
    relationAnswer = { code: '200', message: '关联成功' };
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/dictDetail')) return json(200, {});
      if (url.startsWith('/api/inspectedUnit?')) return json(200, { content: [unit], totalElements: 1 });
      if (url.startsWith('/api/projectInfo?')) {
        const q = new URL(url, 'http://x').searchParams;
        const all = [project(5, 'XM-2026-005', '噪声检测'), project(6, 'XM-2026-006', '粉尘评价')];
        const hits = all.filter((p) => !q.get('blurry') || `${p.code}${p.name}`.includes(q.get('blurry')!));
        return json(200, { records: hits, total: hits.length, pageNumber: 1, pageSize: 50 });
      }
      if (url === '/api/inspectedUnit/relation') return json(200, relationAnswer);
      if (url === '/api/inspectedUnit/1/relations') {
        return json(200, [
          { id: 31, projectId: '5', projectCode: 'XM-2026-005', projectName: '噪声检测', phyId: null, blkSampleIds: ['KB-1'], hazardNames: ['苯'], createTime: '2026-01-03T00:00:00.000Z' },
          { id: 32, projectId: null, projectCode: null, projectName: null, phyId: '高温', blkSampleIds: [], hazardNames: [], createTime: '2026-01-04T00:00:00.000Z' },
        ]);
      }
      if (url === '/api/inspectedUnit/cancelRelation') return json(200, { code: '200', message: '取消关联成功' });
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 1, username: 'admin', isAdmin: true, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles: ['admin'], dataScopes: [], authorities: [] });
  });
  afterEach(() => restore());

  const renderList = () =>
    render(
      <AntdApp>
        <MemoryRouter>
          <RefineProviders>
            <ResourceList declaration={INSPECTED_UNIT} />
          </RefineProviders>
        </MemoryRouter>
      </AntdApp>,
    );

  /** Row menu → the spec's popover prompt → 确定 → the dialog. */
  async function openFromRowMenu(action: string, prompt: string, testId: string): Promise<HTMLElement> {
    renderList();
    await screen.findByText('单位1');
    fireEvent.click(within(screen.getByTestId('row-operation')).getByRole('button', { name: action }));
    await screen.findByText(prompt);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    return screen.findByTestId(testId);
  }

  async function pick(select: HTMLElement, typed: string, option: string): Promise<void> {
    const input = select.querySelector('input') as HTMLInputElement;
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? input);
    fireEvent.change(input, { target: { value: typed } });
    const hit = await waitFor(() => {
      // closed dropdowns stay in the document: match the option's exact title in the open one
      const el = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.getAttribute('title') === option);
      if (!el) throw new Error(`no option ${option}`);
      return el;
    });
    fireEvent.click(hit);
  }

  it("relation: '确定关联本条数据吗?' opens an 800px dialog; the spec §3 payload is posted and code '200' shows its message", async () => {
    const dialog = await openFromRowMenu('关联', '确定关联本条数据吗?', 'relation-dialog');
    expect(within(document.body).getByText('关联受检单位')).toBeInTheDocument();
    // the relation dialog's own frame (the list's editor, 850px for a unit's 18 fields, may sit before it in the page)
    expect((within(document.body).getByText('关联受检单位').closest('.ant-modal') as HTMLElement).style.width).toBe('800px');
    // projects of the row's organisation, searched on the server (spec §7 lookup, 1-based)
    await pick(within(dialog).getByTestId('relation-project'), '粉尘', 'XM-2026-006 粉尘评价');
    const lookups = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/projectInfo?'));
    expect(lookups[lookups.length - 1]).toContain('pageNumber=1');
    expect(lookups[lookups.length - 1]).toContain('organizationId=7');
    await pick(within(dialog).getByTestId('relation-physical'), '噪', '噪声');
    await pick(within(dialog).getByTestId('relation-hazards'), '7664-41-7', '氨');
    const blanks = within(dialog).getByTestId('relation-blank-samples').querySelector('input') as HTMLInputElement;
    fireEvent.change(blanks, { target: { value: 'KB-01,KB-02,' } });
    await waitFor(() => expect(within(dialog).getByText('KB-02')).toBeInTheDocument());

    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await screen.findByText('关联成功');
    expect(bodyOf('/api/inspectedUnit/relation')).toEqual({ phyId: '噪声', projectId: 6, ids: [1], blkSampleIds: ['KB-01', 'KB-02'], hazardNames: ['氨'] });
    await waitFor(() => expect(screen.queryByTestId('relation-dialog')).toBeNull());
  });

  it('relation needs a project unless a physical factor is chosen; a refusal (code 400) shows as an error and keeps the dialog', async () => {
    relationAnswer = { code: '400', message: '项目不存在或无权操作' };
    const dialog = await openFromRowMenu('关联', '确定关联本条数据吗?', 'relation-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await within(dialog).findByText('请选择项目（或选择物理因素）');
    expect(bodyOf('/api/inspectedUnit/relation')).toBeUndefined();
    await pick(within(dialog).getByTestId('relation-physical'), '高', '高温');
    await waitFor(() => expect(within(dialog).queryByText('请选择项目（或选择物理因素）')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await screen.findByText('项目不存在或无权操作');
    expect(bodyOf('/api/inspectedUnit/relation')).toEqual({ phyId: '高温', projectId: null, ids: [1], blkSampleIds: [], hazardNames: [] });
    expect(screen.getByTestId('relation-dialog')).toBeInTheDocument();
  });

  it("cancel relation: '确定取消关联本条数据吗?' lists the row's relations; the picked one is cancelled", async () => {
    const dialog = await openFromRowMenu('取消关联', '确定取消关联本条数据吗?', 'cancel-relation-dialog');
    await within(dialog).findByText('XM-2026-005');
    expect(within(dialog).getByText('噪声检测')).toBeInTheDocument();
    expect(within(dialog).getByText('苯')).toBeInTheDocument();
    expect(within(dialog).getByText('高温')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '确 定' })).toBeDisabled();
    fireEvent.click(within(dialog).getAllByRole('radio')[1]!);
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await screen.findByText('取消关联成功');
    expect(bodyOf('/api/inspectedUnit/cancelRelation')).toEqual({ ids: [1], projectId: null, phyId: '高温' });
  });
});
