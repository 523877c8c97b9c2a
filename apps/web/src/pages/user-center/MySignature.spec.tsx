import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { session } from '../../session/session-store';
import { registerUi } from '../../ui/bridge';
import { MySignature } from './MySignature';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;

/** jsdom has no canvas: a context that counts strokes, and toBlob giving a PNG blob. */
function fakeCanvas() {
  const ctx = new Proxy({} as Record<string, unknown>, { get: () => () => undefined, set: () => true });
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ctx as never);
  const toBlob = jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb: BlobCallback, type?: string) => cb(new Blob(['drawn'], { type })));
  return () => (getContext.mockRestore(), toBlob.mockRestore());
}

describe('我的签名 in the personal centre', () => {
  const fetchMock = jest.fn();
  const ui = { error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() };
  let restore: () => void;

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/users/upload/sign') return json(200, { path: '/api/users/3/sign' });
      if (url === '/api/users/3/sign') return { status: 200, ok: true, blob: async () => new Blob(['png'], { type: 'image/png' }) } as unknown as Response;
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    Object.assign(URL, { createObjectURL: () => 'blob:mine', revokeObjectURL: () => undefined });
    Object.values(ui).forEach((f) => f.mockReset());
    const restoreUi = registerUi(ui);
    const restoreCanvas = fakeCanvas();
    restore = () => (restoreUi(), restoreCanvas());
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  it('states the privacy promise and shows that no signature is kept yet', () => {
    render(<MySignature userId={3} signatureKey={null} onSaved={jest.fn()} />);
    expect(screen.getByTestId('signature-privacy')).toHaveTextContent('仅用于在经您审批通过的报告及原始记录上展示审批人签名');
    expect(screen.getByText('尚未设置签名')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an empty pad, then keeps the drawn signature as a PNG through the signature route', async () => {
    const onSaved = jest.fn();
    render(<MySignature userId={3} signatureKey={null} onSaved={onSaved} />);
    fireEvent.click(screen.getByTestId('signature-save'));
    await waitFor(() => expect(ui.warning).toHaveBeenCalledWith('请先在框内签名', undefined));
    expect(fetchMock).not.toHaveBeenCalled();

    const pad = screen.getByTestId('signature-pad');
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 20, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 80, clientY: 40, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    fireEvent.click(screen.getByTestId('signature-save'));
    await waitFor(() => expect(ui.success).toHaveBeenCalledWith('签名已保存', undefined));
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/users/upload/sign')!;
    expect(url).toBe('/api/users/upload/sign');
    expect((init as RequestInit).method).toBe('POST');
    const file = ((init as RequestInit).body as FormData).get('file') as File;
    expect([file.name, file.type]).toEqual(['signature.png', 'image/png']);
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows the kept signature read through the authorised route', async () => {
    render(<MySignature userId={3} signatureKey="signature_20260101_0123456789abcdef0123456789abcdef.png" onSaved={jest.fn()} />);
    expect(await screen.findByTestId('signature-image')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/users/3/sign');
  });
});
