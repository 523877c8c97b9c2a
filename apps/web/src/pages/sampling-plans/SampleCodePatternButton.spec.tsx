import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { session } from '../../session/session-store';
import { registerUi } from '../../ui/bridge';
import { SampleCodePatternButton } from './SampleCodePatternButton';

configure({ asyncUtilTimeout: 20000 });
jest.setTimeout(60000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const VIEW = { pattern: '{project}-{blank}{seq:4}', defaultPattern: '{project}-{blank}{seq:4}', custom: false, next: 'XM-示例-0042', nextBlank: 'XM-示例-KB0042' };

describe('样品编号规则 (the organisation’s sample code pattern)', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      init.method === 'PUT' ? json(200, { ...VIEW, custom: true, pattern: 'YP{yy}-{seq:5}{blank}', next: 'YP26-00042' }) : json(200, VIEW),
    );
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());
  const as = (roles: string[]) =>
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles, dataScopes: [], authorities: [] });

  it('shows the next codes and saves a new pattern for holders of samplePlan:sampleCodePattern', async () => {
    as(['samplePlan:list', 'samplePlan:sampleCodePattern']);
    render(
      <AntdApp>
        <SampleCodePatternButton />
      </AntdApp>,
    );
    fireEvent.click(screen.getByTestId('sample-code-pattern'));
    expect(await screen.findByTestId('sample-code-next')).toHaveTextContent('XM-示例-0042');
    expect(screen.getByText('XM-示例-KB0042')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('sample-code-pattern-input'), { target: { value: 'YP{yy}-{seq:5}{blank}' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(screen.getByTestId('sample-code-next')).toHaveTextContent('YP26-00042'));
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit).method === 'PUT');
    expect(String(put?.[0])).toBe('/api/sampleCode/pattern');
    expect(JSON.parse(String((put?.[1] as RequestInit).body))).toEqual({ pattern: 'YP{yy}-{seq:5}{blank}' });
  });

  it('is not offered without the button permission', () => {
    as(['samplePlan:list']);
    render(
      <AntdApp>
        <SampleCodePatternButton />
      </AntdApp>,
    );
    expect(screen.queryByTestId('sample-code-pattern')).toBeNull();
  });
});
