import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { PROJECT } from '@ohit/contracts';
import { registerUi } from '../../ui/bridge';
import { session } from '../../session/session-store';
import { AttachmentList } from './AttachmentList';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body), blob: async () => new Blob(['%PDF']) }) as unknown as Response;
const file = (id: number, slot: string, fileName: string) => ({ id, slot, fileName, size: 2048, contentType: 'application/pdf', uploadedBy: '张调查', uploadTime: '2026-03-01T10:00:00.000Z' });
const URL = '/api/project/5/attachments';

describe('AttachmentList (a project’s files on its detail page)', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  let files = [file(1, 'contract', '合同.pdf')];

  beforeEach(() => {
    files = [file(1, 'contract', '合同.pdf')];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === URL && init.method === 'GET') return json(200, files);
      if (url === `${URL}/contract` && init.method === 'POST') return json(201, file(2, 'contract', '补充协议.pdf'));
      if (url === `${URL}/1/file`) return json(200, {});
      if (url === `${URL}/1` && init.method === 'DELETE') return json(200, { code: '200', message: '删除成功' });
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  const renderList = (canEdit: boolean, onChanged = jest.fn()) =>
    render(
      <AntdApp>
        <AttachmentList decl={PROJECT} parentId={5} canEdit={canEdit} onChanged={onChanged} />
      </AntdApp>,
    );
  const requests = (method: string, url: string) => fetchMock.mock.calls.filter(([u, init]) => u === url && (init as RequestInit).method === method);

  it('lists each slot’s files with size, uploader and time; a reader downloads through the authorised route but cannot upload or delete', async () => {
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(globalThis.URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderList(false);
    const contract = screen.getByTestId('attachment-slot-contract');
    expect(await within(contract).findByText('合同.pdf')).toBeInTheDocument();
    expect(within(contract).getByText('合同扫描件')).toBeInTheDocument();
    expect(within(contract).getByText('2 KB')).toBeInTheDocument();
    expect(within(contract).getByText('张调查')).toBeInTheDocument();
    expect(within(screen.getByTestId('attachment-slot-other')).getByText('暂无附件')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    fireEvent.click(within(contract).getByRole('button', { name: /下\s*载/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(requests('GET', `${URL}/1/file`)[0][1]).toMatchObject({ headers: expect.objectContaining({ Authorization: 'Bearer t' }) });
  });

  it('refuses a file of another type or over the slot’s size before sending; uploads an accepted one into its slot', async () => {
    const onChanged = jest.fn();
    renderList(true, onChanged);
    const contract = screen.getByTestId('attachment-slot-contract');
    await within(contract).findByText('合同.pdf');
    const input = () => contract.querySelector('input[type="file"]') as HTMLInputElement;

    fireEvent.change(input(), { target: { files: [new File(['x'], 'run.exe')] } });
    expect(await screen.findByText(/文件格式不正确，只支持 pdf、jpg/)).toBeInTheDocument();
    const huge = new File(['x'], '大文件.pdf');
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(input(), { target: { files: [huge] } });
    expect(await screen.findByText('文件大小不能超过20.0 MB')).toBeInTheDocument();
    expect(requests('POST', `${URL}/contract`)).toHaveLength(0);

    files = [file(1, 'contract', '合同.pdf'), file(2, 'contract', '补充协议.pdf')];
    fireEvent.change(input(), { target: { files: [new File(['%PDF'], '补充协议.pdf')] } });
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    const [[, init]] = requests('POST', `${URL}/contract`);
    expect(((init as RequestInit).body as FormData).get('file')).toEqual(expect.objectContaining({ name: '补充协议.pdf' }));
    expect(await within(contract).findByText('补充协议.pdf')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("deletes a file after '确定删除本条数据吗？', then 删除成功", async () => {
    renderList(true);
    const contract = screen.getByTestId('attachment-slot-contract');
    await within(contract).findByText('合同.pdf');
    fireEvent.click(within(contract).getByRole('button', { name: /删\s*除/ }));
    const popover = (await screen.findByText('确定删除本条数据吗？')).closest('.ant-popover') as HTMLElement;
    files = [];
    fireEvent.click(within(popover).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(requests('DELETE', `${URL}/1`)).toHaveLength(1);
    await waitFor(() => expect(within(contract).queryByText('合同.pdf')).toBeNull());
  });

  it('asks the reason before an upload and a delete when one is required (null cancels), and sends it', async () => {
    const answers: Array<string | null> = [null, '补充签字页', '传错了'];
    const askReason = jest.fn(async () => answers.shift() ?? null);
    render(
      <AntdApp>
        <AttachmentList decl={PROJECT} parentId={5} canEdit askReason={askReason} />
      </AntdApp>,
    );
    const contract = screen.getByTestId('attachment-slot-contract');
    await within(contract).findByText('合同.pdf');
    const input = () => contract.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File(['%PDF'], '补充协议.pdf')] } });
    await waitFor(() => expect(askReason).toHaveBeenCalledTimes(1));
    expect(requests('POST', `${URL}/contract`)).toHaveLength(0);

    fireEvent.change(input(), { target: { files: [new File(['%PDF'], '补充协议.pdf')] } });
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(((requests('POST', `${URL}/contract`)[0][1] as RequestInit).body as FormData).get('reason')).toBe('补充签字页');

    fireEvent.click(within(contract).getAllByRole('button', { name: /删\s*除/ })[0]);
    const popover = (await screen.findByText('确定删除本条数据吗？')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(JSON.parse(String((requests('DELETE', `${URL}/1`)[0][1] as RequestInit).body))).toEqual({ reason: '传错了' });
  });
});
