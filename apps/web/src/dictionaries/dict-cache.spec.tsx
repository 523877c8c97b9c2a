import { render, screen, waitFor } from '@testing-library/react';
import { registerUi } from '../ui/bridge';
import { session } from '../session/session-store';
import { dictLabel, invalidateDicts, useDict } from './dict-cache';
import { DictTag } from './DictTag';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;

function Probe({ names, id }: { names: string[]; id: string }) {
  const map = useDict(...names);
  return <div data-testid={id}>{map.loading ? 'loading' : names.map((n) => map[n]!.map((i) => i.label).join('/')).join('|')}</div>;
}

describe('useDict (loaded once per session and shared)', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  beforeEach(() => {
    invalidateDicts();
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, isAdmin: false, isQy: 0, organization: { organizationId: 8 } } as never, roles: ['x'], dataScopes: [], authorities: [] });
  });
  afterEach(() => restore());

  it('one request per dictionary however many components ask (api/dictDetail, page 0, size 9999, organisation header)', async () => {
    fetchMock.mockResolvedValue(json(200, { content: [{ id: 2, label: '已接收', value: '2', dictSort: 2 }, { id: 1, label: '待接收', value: '1', dictSort: 1 }], totalElements: 2 }));
    const { unmount } = render(
      <>
        <Probe id="a" names={['sample_state']} />
        <Probe id="b" names={['sample_state']} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('待接收/已接收'));
    expect(screen.getByTestId('b')).toHaveTextContent('待接收/已接收');
    unmount();
    render(<Probe id="c" names={['sample_state']} />);
    expect(screen.getByTestId('c')).toHaveTextContent('待接收/已接收');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // an ordinary user's GET loses the organizationId parameter (spec §6); the header carries it
    expect(decodeURIComponent(fetchMock.mock.calls[0][0])).toBe('/api/dictDetail?dictName=sample_state&page=0&size=9999');
    expect(fetchMock.mock.calls[0][1].headers.organizationId).toBe('8');
  });

  it('several names asked together share one api/dictDetail/map call', async () => {
    fetchMock.mockResolvedValue(json(200, { unit: [{ label: '毫克', value: 'mg' }], hazard: [{ label: '粉尘', value: 'dust' }] }));
    render(<Probe id="m" names={['unit', 'hazard']} />);
    await waitFor(() => expect(screen.getByTestId('m')).toHaveTextContent('毫克|粉尘'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(decodeURIComponent(fetchMock.mock.calls[0][0])).toBe('/api/dictDetail/map?dictName=unit,hazard');
  });

  it('DictTag and dictLabel show the label (the value when unknown)', async () => {
    fetchMock.mockResolvedValue(json(200, { content: [{ label: '职业病危害因素检测', value: '1' }], totalElements: 1 }));
    render(<DictTag dict="project_type" value={1} />);
    expect(await screen.findByText('职业病危害因素检测')).toBeInTheDocument();
    expect(dictLabel('project_type', '9')).toBe('9');
    expect(dictLabel([{ label: 'A', value: 'a' }], 'a')).toBe('A');
    expect(dictLabel([], null)).toBe('');
  });
});
