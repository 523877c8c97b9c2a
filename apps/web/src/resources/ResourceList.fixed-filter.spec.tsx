import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { INSPECTED_UNIT } from '@ohit/contracts';
import RefineProviders from '../providers/RefineProviders';
import { session } from '../session/session-store';
import { registerUi } from '../ui/bridge';
import { ResourceList } from './ResourceList';
import { buildSearchParams, searchFields } from './search-params';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;
const unit = { id: 1, version: 1, name: '单位1', industry: 'C', scale: '2', status: '1' };
const FIXED = { industry: ['C', 'I'], status: '1' };

describe('a list screen with a fixed filter (its own slice of a resource)', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  const lists = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/inspectedUnit?'));
  const exports = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.startsWith('/api/inspectedUnit/export'));

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/dictDetail')) return json(200, {});
      if (url.startsWith('/api/inspectedUnit?')) return json(200, { content: [unit], totalElements: 1 });
      if (url.startsWith('/api/inspectedUnit/export')) return json(200, { jobId: 'j1' });
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles: ['admin'], dataScopes: [], authorities: [] });
  });
  afterEach(() => restore());

  it('sends the fixed filter with every query and export, never offers its fields, and a search or 重置 keeps it', async () => {
    render(
      <AntdApp>
        <MemoryRouter>
          <RefineProviders>
            <ResourceList declaration={INSPECTED_UNIT} fixedFilter={FIXED} />
          </RefineProviders>
        </MemoryRouter>
      </AntdApp>,
    );
    await screen.findByText('单位1');
    const first = new URL(lists()[0], 'http://x').searchParams;
    expect(first.getAll('industry')).toEqual(['C', 'I']);
    expect(first.get('status')).toBe('1');

    // the fixed fields are not offered; the others are
    const form = screen.getByTestId('resource-search');
    expect(within(form).queryAllByLabelText('所属行业')).toHaveLength(0);
    expect(within(form).queryAllByLabelText('状态')).toHaveLength(0);
    expect(within(form).getAllByLabelText('企业规模').length).toBeGreaterThan(0);

    // a search adds to the slice, it does not replace it
    fireEvent.change(within(form).getByPlaceholderText('单位名称'), { target: { value: '化工' } });
    fireEvent.click(within(form).getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(lists().some((u) => u.includes('name='))).toBe(true));
    const searched = new URL(lists().find((u) => u.includes('name='))!, 'http://x').searchParams;
    expect(searched.get('name')).toBe('化工');
    expect(searched.getAll('industry')).toEqual(['C', 'I']);

    fireEvent.click(within(form).getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(new URL(lists().at(-1)!, 'http://x').searchParams.get('name')).toBeNull());
    expect(new URL(lists().at(-1)!, 'http://x').searchParams.getAll('industry')).toEqual(['C', 'I']);

    // the export of the screen is its slice too
    fireEvent.click(screen.getByTestId('resource-export'));
    await waitFor(() => expect(exports()).toHaveLength(1));
    const exported = new URL(exports()[0], 'http://x').searchParams;
    expect(exported.getAll('industry')).toEqual(['C', 'I']);
    expect(exported.get('status')).toBe('1');
  });

  it('a fixed value wins over a searched one for the same field; any declared field may be fixed, the organisation included', () => {
    expect(buildSearchParams(INSPECTED_UNIT, { industry: ['B'], name: '化工' }, { industry: ['C'] })).toEqual({ name: '化工', industry: ['C'] });
    expect(buildSearchParams(INSPECTED_UNIT, {}, { organizationId: 9 })).toEqual({ organizationId: 9 });
    // a blank entry fixes nothing (its field stays searchable)
    expect(buildSearchParams(INSPECTED_UNIT, { scale: '2' }, { scale: null })).toEqual({ scale: '2' });
    expect(searchFields(INSPECTED_UNIT, ['industry']).map((f) => f.name)).not.toContain('industry');
  });
});
