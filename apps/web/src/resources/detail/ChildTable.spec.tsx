import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp, Input } from 'antd';
import { PROJECT } from '@ohit/contracts';
import { registerUi } from '../../ui/bridge';
import { session } from '../../session/session-store';
import { ChildTable } from './ChildTable';

// antd tables and dialogs under jsdom are slow on a busy machine
configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;
const member = (id: number, userId: number, userIdName: string, role: string, version = 1) => ({ id, version, userId, userIdName, role, remark: null });
const TEAM = PROJECT.children!.find((c) => c.name === 'team')!;
const URL = '/api/project/5/children/team';

describe('ChildTable (a project’s team on its detail page)', () => {
  const fetchMock = jest.fn();
  const uiError = jest.fn();
  let restore: () => void;
  let rows = [member(1, 12, '李采样', '120')];
  let editAnswer: Response;
  const sent = (method: string, url: string) => {
    const hit = fetchMock.mock.calls.find(([u, init]) => u === url && (init as RequestInit).method === method);
    return hit ? JSON.parse(String((hit[1] as RequestInit).body)) : undefined;
  };

  beforeEach(() => {
    rows = [member(1, 12, '李采样', '120')];
    editAnswer = json(200, member(1, 12, '李采样', '110', 2));
    fetchMock.mockReset();
    uiError.mockReset();
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/dictDetail')) return json(200, {});
      if (url === URL && init.method === 'GET') return json(200, rows);
      if (url === URL && init.method === 'POST') return json(201, member(2, 15, '王分析', '130'));
      if (url === `${URL}/1` && init.method === 'PUT') return editAnswer;
      if (url === `${URL}/1` && init.method === 'DELETE') return json(200, { code: '200', message: '删除成功' });
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: uiError, warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  // the team's member is a user picker in the product; a plain input stands in for it here
  const renderTable = (canEdit: boolean, onChanged = jest.fn()) =>
    render(
      <AntdApp>
        <ChildTable decl={PROJECT} child={TEAM} parentId={5} canEdit={canEdit} onChanged={onChanged} editInputs={{ userId: () => <Input /> }} />
      </AntdApp>,
    );

  async function chooseRole(dialog: HTMLElement, label: string): Promise<void> {
    const select = within(dialog).getByLabelText('项目角色').closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') as HTMLElement);
    const option = await waitFor(() => {
      const el = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.getAttribute('title') === label);
      if (!el) throw new Error(`no option ${label}`);
      return el;
    });
    fireEvent.click(option);
  }

  it('lists the members by name and role label; a reader sees no add, edit or delete', async () => {
    renderTable(false);
    expect(await screen.findByText('李采样')).toBeInTheDocument();
    expect(screen.getByText('采样')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });

  it('adds a member through the dialog: required fields first, then the body posted, 新增成功 and a reload', async () => {
    const onChanged = jest.fn();
    renderTable(true, onChanged);
    await screen.findByText('李采样');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增项目组成员')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('成员不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('项目角色不能为空')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('成员'), { target: { value: '15' } });
    await chooseRole(dialog, '实验室检测');
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: ' 负责检测 ' } });
    rows = [member(1, 12, '李采样', '120'), member(2, 15, '王分析', '130')];
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(sent('POST', URL)).toEqual({ userId: '15', role: '130', remark: '负责检测' });
    expect(await screen.findByText('王分析')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('edits with the row’s version; a 409 keeps the dialog open with the server’s message', async () => {
    editAnswer = json(409, { status: 409, message: '数据已被他人修改，请刷新后重试' });
    renderTable(true);
    await screen.findByText('李采样');
    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    // antd's opening frame has opacity 0: the dialog is seen once it has opened
    await waitFor(() => expect(dialog).toBeVisible());
    expect(within(dialog).getByText('编辑项目组成员')).toBeInTheDocument();
    await chooseRole(dialog, '现场调查');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(uiError).toHaveBeenCalledWith('数据已被他人修改，请刷新后重试', expect.anything()));
    expect(sent('PUT', `${URL}/1`)).toEqual(expect.objectContaining({ version: 1, role: '110', userId: 12 }));
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.queryByText('编辑成功')).toBeNull();
  });

  it("removes a member after '确定删除本条数据吗？' with its version, then 删除成功", async () => {
    renderTable(true);
    await screen.findByText('李采样');
    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    const popover = (await screen.findByText('确定删除本条数据吗？')).closest('.ant-popover') as HTMLElement;
    rows = [];
    fireEvent.click(within(popover).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(sent('DELETE', `${URL}/1`)).toEqual({ version: 1 });
    await waitFor(() => expect(screen.queryByText('李采样')).toBeNull());
  });

  it('with reasonRequired (a submitted record) an edit and a removal each ask why, and send it', async () => {
    render(
      <AntdApp>
        <ChildTable decl={PROJECT} child={TEAM} parentId={5} canEdit reasonRequired editInputs={{ userId: () => <Input /> }} />
      </AntdApp>,
    );
    await screen.findByText('李采样');
    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写修改原因')).toBeInTheDocument();
    expect(sent('PUT', `${URL}/1`)).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText('修改原因'), { target: { value: ' 角色填错 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
    expect(sent('PUT', `${URL}/1`)).toEqual(expect.objectContaining({ version: 1, reason: '角色填错' }));

    fireEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    const removal = await screen.findByRole('dialog', { name: '删除项目组成员' });
    expect(within(removal).getByText('确定删除本条数据吗？')).toBeInTheDocument();
    fireEvent.change(within(removal).getByLabelText('修改原因'), { target: { value: '已离职' } });
    fireEvent.click(within(removal).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(sent('DELETE', `${URL}/1`)).toEqual({ version: 1, reason: '已离职' });
  });
});
