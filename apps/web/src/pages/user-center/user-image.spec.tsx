import { render, screen, waitFor } from '@testing-library/react';
import { session } from '../../session/session-store';
import { useUserImage } from './user-image';

function Shown({ id, kind, imageKey }: { id?: number; kind: 'avatar' | 'signature'; imageKey: string | null }) {
  const url = useUserImage(id, kind, imageKey);
  return url ? <img alt="image" src={url} /> : <span>placeholder</span>;
}

describe('useUserImage', () => {
  const fetchMock = jest.fn();
  const createObjectURL = jest.fn();
  const revokeObjectURL = jest.fn();
  let made = 0;

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => ({ status: 200, ok: true, blob: async () => new Blob(['png bytes'], { type: 'image/png' }) }));
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    createObjectURL.mockReset();
    createObjectURL.mockImplementation(() => `blob:image-${++made}`);
    revokeObjectURL.mockReset();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    session.clear();
    session.setToken('Bearer tok.en');
  });

  it('fetches the image from the authorised route with the token and shows it through an object URL', async () => {
    render(<Shown id={5} kind="avatar" imageKey="avatar_20260101_0123456789abcdef0123456789abcdef.png" />);
    const img = await screen.findByRole('img');
    expect(img.getAttribute('src')).toMatch(/^blob:image-\d+$/);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/users/5/avatar');
    expect(init.headers.Authorization).toBe('Bearer tok.en');
  });

  it('reads the signature from its own route', async () => {
    render(<Shown id={7} kind="signature" imageKey="signature_20260101_0123456789abcdef0123456789abcdef.jpg" />);
    await screen.findByRole('img');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/users/7/sign');
  });

  it('asks for nothing when the user has no image, and keeps the placeholder when the image is refused', async () => {
    const { rerender } = render(<Shown id={5} kind="avatar" imageKey={null} />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockImplementation(async () => ({ status: 404, ok: false, text: async () => JSON.stringify({ status: 404, message: '文件不存在或无权访问' }) }));
    rerender(<Shown id={5} kind="avatar" imageKey="avatar_20260101_ffffffffffffffffffffffffffffffff.png" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
  });

  it('fetches again after a new upload (new key) and releases the old object URL, and the last one on unmount', async () => {
    const { rerender, unmount } = render(<Shown id={5} kind="avatar" imageKey="avatar_20260101_00000000000000000000000000000001.png" />);
    const first = (await screen.findByRole('img')).getAttribute('src');
    rerender(<Shown id={5} kind="avatar" imageKey="avatar_20260101_00000000000000000000000000000002.png" />);
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).not.toBe(first));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(revokeObjectURL).toHaveBeenCalledWith(first);
    const second = screen.getByRole('img').getAttribute('src');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith(second);
  });
});
