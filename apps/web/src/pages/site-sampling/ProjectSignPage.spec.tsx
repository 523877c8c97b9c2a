import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { session } from '../../session/session-store';
import { registerUi } from '../../ui/bridge';
import ProjectSignPage from './ProjectSignPage';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;

const DAY = { id: 5, version: 2, code: 'CY-2026-0001', state: 'draft', samplingDate: '2026-03-02', belongProject: 1, belongProjectName: '喷漆车间定期检测', projectCode: 'XM-2026-0001', samplers: '李采样', accompanyName: '王陪同', organizationId: 7 };

/** A 2D context that remembers what was drawn (jsdom has no canvas). */
function fakeCanvas() {
  const drawn: string[] = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (_t, key: string) => (key === 'canvas' ? undefined : (...args: unknown[]) => drawn.push(`${key}(${args.join(',')})`)),
    set: () => true,
  });
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
  const toBlob = jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, cb: BlobCallback, type?: string) {
    cb(new Blob([drawn.join(';')], { type }));
  });
  return { drawn, restore: () => (getContext.mockRestore(), toBlob.mockRestore()) };
}

const draw = (pad: HTMLElement) => {
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 20, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 60, clientY: 40, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 120, clientY: 30, pointerId: 1 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
};

describe('现场签名 (projectSign): signatures drawn on the screen', () => {
  const fetchMock = jest.fn();
  const ui = { error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() };
  let restoreUi: () => void;
  let canvas: ReturnType<typeof fakeCanvas>;
  let signatures: Record<string, unknown>[];
  let day: Record<string, unknown>;

  beforeEach(() => {
    signatures = [];
    day = { ...DAY };
    canvas = fakeCanvas();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/samplingDay?')) return json(200, { content: [day], totalElements: 1 });
      if (url === '/api/samplingDay/5/children/signatures') return json(200, signatures);
      if (url === '/api/samplingDay/5/attachments/signature' && init.method === 'POST') return json(201, { id: 77, slot: 'signature', fileName: 'sampler-signature.png' });
      if (url === '/api/samplingDay/5/commands/sign' && init.method === 'POST') {
        signatures = [{ id: 1, role: 'sampler', signerName: '李采样', attachmentId: 77, signedAt: '2026-03-02T08:00:00.000Z', voided: false }];
        day = { ...day, version: 3 };
        return json(200, day);
      }
      if (url.startsWith('/api/samplingDay/5/attachments/77/file')) return { status: 200, ok: true, blob: async () => new Blob(['png']) } as unknown as Response;
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    (URL as unknown as { createObjectURL: unknown }).createObjectURL = () => 'blob:signature';
    (URL as unknown as { revokeObjectURL: unknown }).revokeObjectURL = () => undefined;
    Object.values(ui).forEach((f) => f.mockReset());
    restoreUi = registerUi(ui);
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'sampler', nickName: '李采样', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles: ['liveSample:list', 'liveSample:sign', 'liveSample:submit'], dataScopes: [], authorities: [] });
  });
  afterEach(() => {
    canvas.restore();
    restoreUi();
  });

  const renderPage = () =>
    render(
      <MemoryRouter initialEntries={['/siteSample/liveSample/condition/projectSign/index?belongProject=1&code=CY-2026-0001']}>
        <ProjectSignPage />
      </MemoryRouter>,
    );

  it('refuses an empty pad, then sends the drawn PNG to the day’s signature slot and signs with it; submitting waits for all three', async () => {
    renderPage();
    const card = await screen.findByTestId('sign-sampler');
    expect(within(card).getByTestId('sign-sampler-name')).toHaveValue('李采样');
    expect(within(screen.getByTestId('sign-accompany')).getByTestId('sign-accompany-name')).toHaveValue('王陪同');
    fireEvent.click(within(card).getByTestId('sign-sampler-confirm'));
    await waitFor(() => expect(ui.warning).toHaveBeenCalledWith('请先在框内签名', undefined));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/attachments/'))).toBe(false);

    draw(within(card).getByTestId('sign-sampler-pad'));
    expect(canvas.drawn.filter((c) => c.startsWith('lineTo')).length).toBeGreaterThan(1);
    fireEvent.click(within(card).getByTestId('sign-sampler-confirm'));
    await waitFor(() => expect(ui.success).toHaveBeenCalledWith('签名成功', undefined));
    const upload = fetchMock.mock.calls.find(([url]) => url === '/api/samplingDay/5/attachments/signature');
    const file = ((upload?.[1] as RequestInit).body as FormData).get('file') as File;
    expect([file.name, file.type, file.size > 0]).toEqual(['sampler-signature.png', 'image/png', true]);
    const sign = fetchMock.mock.calls.find(([url]) => url === '/api/samplingDay/5/commands/sign');
    expect(JSON.parse(String((sign?.[1] as RequestInit).body))).toEqual({ version: 2, role: 'sampler', signerName: '李采样', attachmentId: 77 });
    await waitFor(() => expect(within(screen.getByTestId('sign-sampler')).getByText('有效')).toBeInTheDocument());
    // the checker and the accompanying person have not signed: nothing to submit yet
    expect(screen.getByTestId('sampling-submit')).toBeDisabled();
  });

  it('shows signatures voided by a later change of the records, with the reason', async () => {
    signatures = [{ id: 1, role: 'sampler', signerName: '李采样', attachmentId: 77, signedAt: '2026-03-02T08:00:00.000Z', voided: true, voidReason: '采样记录已修改：采样后流量抄错' }];
    renderPage();
    expect(await screen.findByTestId('sign-voided')).toHaveTextContent('李采样：采样记录已修改：采样后流量抄错');
    expect(within(screen.getByTestId('sign-sampler')).queryByText('有效')).toBeNull();
  });
});
