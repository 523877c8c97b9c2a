import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { registerUi } from '../../ui/bridge';
import { session } from '../../session/session-store';
import HelperPage from './HelperPage';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body), blob: async () => new Blob(['%PDF']) }) as unknown as Response;
const doc = (id: number, title: string, platformWide: boolean) => ({
  id, title, fileName: `${title}.pdf`, suffix: 'pdf', size: 2048, organizationId: platformWide ? null : 5, organizationName: platformWide ? null : '乙方检测技术有限公司',
  platformWide, uploaderName: '系统管理员', createTime: '2026-03-01T10:00:00.000Z', downloadPath: `/api/helpDocuments/${id}/download`,
});

describe('帮助文档 page (/helper)', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  let docs: ReturnType<typeof doc>[] = [];
  beforeEach(() => {
    docs = [];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/helpDocuments' && init?.method === 'POST') return json(200, doc(9, '平台使用手册', true));
      if (url.startsWith('/api/helpDocuments?') || url === '/api/helpDocuments') return json(200, { content: docs, totalElements: docs.length });
      if (/^\/api\/helpDocuments\/\d+\/download$/.test(url)) return json(200, {});
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  const as = (roles: string[], isAdmin = false) =>
    session.setInfo({ user: { id: 3, username: 'u', isAdmin, isQy: 0, organization: { organizationId: 5 } } as never, roles, dataScopes: [], authorities: [] });
  const renderPage = () =>
    render(
      <AntdApp>
        <MemoryRouter>
          <HelperPage />
        </MemoryRouter>
      </AntdApp>,
    );

  it("says '暂未提供帮助文档' when there is none, and offers no upload to a user without helpDoc:add", async () => {
    as(['record:submit']);
    renderPage();
    expect(await screen.findByText('暂未提供帮助文档')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传帮助文档/ })).toBeNull();
  });

  it('lists the documents (platform-wide ones tagged 全平台) and downloads through the authorised route', async () => {
    as(['record:submit']);
    docs = [doc(1, '平台使用手册', true), doc(2, '乙方作业指导书', false)];
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderPage();
    expect(await screen.findByText('平台使用手册')).toBeInTheDocument();
    expect(screen.getByText('乙方作业指导书')).toBeInTheDocument();
    expect(screen.getByText('全平台')).toBeInTheDocument();
    expect(screen.getByText('乙方检测技术有限公司')).toBeInTheDocument();
    expect(screen.queryByText('暂未提供帮助文档')).toBeNull();
    // no delete without helpDoc:del
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: '下载' })[0]!);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/download'))!;
    expect(url).toBe('/api/helpDocuments/1/download');
    expect((init as RequestInit).headers).toMatchObject({ Authorization: 'Bearer t' });
  });

  it('an organisation administrator (helpDoc:add, helpDoc:del) uploads for their organisation and deletes only its documents', async () => {
    as(['helpDoc:add', 'helpDoc:del']);
    docs = [doc(1, '平台使用手册', true), doc(2, '乙方作业指导书', false)];
    renderPage();
    expect(await screen.findByText('乙方作业指导书')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /上传帮助文档/ }));
    expect(await screen.findByText('选择文件')).toBeInTheDocument();
    // only administrators choose 全平台
    expect(screen.queryByText('适用范围')).toBeNull();
  });

  it('administrators choose between 本机构 and 全平台', async () => {
    as(['admin'], true);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /上传帮助文档/ }));
    expect(await screen.findByText('适用范围')).toBeInTheDocument();
    expect(screen.getByLabelText('全平台')).toBeInTheDocument();
    expect(screen.getByLabelText('本机构')).toBeChecked();
  });

  it('an administrator uploads a platform-wide document: a file of another type is refused, the chosen one is sent with its title', async () => {
    as(['admin'], true);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /上传帮助文档/ }));
    const dialog = await screen.findByRole('dialog');
    // the picker renders a fresh input after each choice
    const input = () => dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['x'], 'setup.exe')] } });
    expect(await screen.findByText('只能上传 pdf、doc、docx、xls、xlsx、jpg、jpeg、png 格式的文件')).toBeInTheDocument();
    fireEvent.change(input(), { target: { files: [new File(['%PDF'], '手册.pdf')] } });
    expect(await within(dialog).findByText('手册.pdf')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByPlaceholderText('不填则使用文件名'), { target: { value: '平台使用手册' } });
    fireEvent.click(within(dialog).getByLabelText('全平台'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([u, i]) => u === '/api/helpDocuments' && (i as RequestInit | undefined)?.method === 'POST')!;
    const body = (init as RequestInit).body as FormData;
    expect((body.get('file') as File).name).toBe('手册.pdf');
    expect(body.get('title')).toBe('平台使用手册');
    expect(body.get('platformWide')).toBe('true');
  });
});
