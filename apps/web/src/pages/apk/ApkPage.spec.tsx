import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { registerUi } from '../../ui/bridge';
import { session } from '../../session/session-store';
import ApkPage from './ApkPage';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const release = (id: number, version: string) => ({
  id, version, description: null, fileName: `ohit-${version}.apk`, size: 3 * 1024 * 1024, path: `/api/dispalyView/apk?version=${version}`,
  filePath: `/api/dispalyView/apk?version=${version}`, createBy: 'admin', createTime: '2026-03-01T10:00:00.000Z',
});

describe('App发布 page', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  let releases: ReturnType<typeof release>[] = [];
  let uploadAnswer: Response;
  beforeEach(() => {
    releases = [release(2, '1.2.0'), release(1, '1.1.0')];
    uploadAnswer = json(200, release(3, '1.3.0'));
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/apkAffix/queryAll')) return json(200, { content: releases, totalElements: releases.length });
      if (url === '/api/apkAffix/upload') return uploadAnswer;
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 1, username: 'admin', isAdmin: false, isQy: 0, organization: { organizationId: 5 } } as never, roles: ['apk:upload', 'apk:del'], dataScopes: [], authorities: [] });
  });
  afterEach(() => restore());

  const renderPage = () =>
    render(
      <AntdApp>
        <MemoryRouter>
          <ApkPage />
        </MemoryRouter>
      </AntdApp>,
    );
  const uploads = () => fetchMock.mock.calls.filter(([u]) => u === '/api/apkAffix/upload');
  const lists = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/apkAffix/queryAll')).length;
  const openDialog = async () => {
    fireEvent.click(await screen.findByRole('button', { name: /上传APP/ }));
    const dialog = await screen.findByRole('dialog');
    return { dialog, input: dialog.querySelector('input[type="file"]') as HTMLInputElement };
  };
  const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
  const ok = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

  it('lists the releases, the newest tagged 最新, each downloadable from its version link', async () => {
    renderPage();
    expect(await screen.findByText('1.2.0')).toBeInTheDocument();
    expect(screen.getAllByText('最新')).toHaveLength(1);
    expect(screen.getAllByText('3.0 MB')).toHaveLength(2);
    const links = screen.getAllByRole('link', { name: '下载' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/api/dispalyView/apk?version=1.2.0', '/api/dispalyView/apk?version=1.1.0']);
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(2);
  });

  it('OK without a package warns and sends nothing; a file that is not an .apk is refused', async () => {
    renderPage();
    const { dialog, input } = await openDialog();
    fireEvent.change(within(dialog).getByPlaceholderText('1.2.0'), { target: { value: '1.3.0' } });
    ok(dialog);
    expect(await screen.findByText('请选择安装包')).toBeInTheDocument();
    choose(input, new File(['x'], 'ohit.zip'));
    expect(await screen.findByText('只能上传 .apk 文件')).toBeInTheDocument();
    expect(within(dialog).queryByText('ohit.zip')).toBeNull();
    expect(uploads()).toHaveLength(0);
  });

  it('uploads the package with its version and notes, says 上传成功, closes and reloads the list', async () => {
    renderPage();
    await screen.findByText('1.2.0');
    const before = lists();
    const { dialog, input } = await openDialog();
    choose(input, new File(['apk'], 'ohit-1.3.0.apk'));
    expect(await within(dialog).findByText('ohit-1.3.0.apk')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByPlaceholderText('1.2.0'), { target: { value: ' 1.3.0 ' } });
    fireEvent.change(dialog.querySelector('textarea')!, { target: { value: '修复若干问题' } });
    ok(dialog);
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    const [[, init]] = uploads();
    const body = (init as RequestInit).body as FormData;
    expect((body.get('file') as File).name).toBe('ohit-1.3.0.apk');
    expect(body.get('version')).toBe('1.3.0');
    expect(body.get('description')).toBe('修复若干问题');
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // opened again, the dialog starts empty
    const again = await openDialog();
    expect(within(again.dialog).queryByText('ohit-1.3.0.apk')).toBeNull();
    expect(within(again.dialog).getByPlaceholderText('1.2.0')).toHaveValue('');
  });

  it('a refused upload keeps the dialog open with what was entered, to be corrected and sent again', async () => {
    uploadAnswer = json(400, { status: 400, timestamp: '', message: '版本号必须高于当前最新版本' });
    renderPage();
    const { dialog, input } = await openDialog();
    choose(input, new File(['apk'], 'ohit-1.0.0.apk'));
    const version = within(dialog).getByPlaceholderText('1.2.0');
    fireEvent.change(version, { target: { value: '1.0.0' } });
    ok(dialog);
    await waitFor(() => expect(uploads()).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /确\s*定/ })).not.toHaveClass('ant-btn-loading'));
    expect(screen.queryByText('上传成功')).toBeNull();
    expect(version).toHaveValue('1.0.0');

    uploadAnswer = json(200, release(3, '1.3.0'));
    fireEvent.change(version, { target: { value: '1.3.0' } });
    ok(dialog);
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    const body = (uploads()[1]![1] as RequestInit).body as FormData;
    expect((body.get('file') as File).name).toBe('ohit-1.0.0.apk');
    expect(body.get('version')).toBe('1.3.0');
  });
});
