import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp, Button, Form } from 'antd';
import { fieldOf, PROJECT, type ResourceField } from '@ohit/contracts';
import { registerUi } from '../ui/bridge';
import { session } from '../session/session-store';
import { EditInput } from './field-inputs';
import { toFormValues, toPayload } from './form-model';
import { searchReferences } from './reference-picker';

configure({ asyncUtilTimeout: 20000 });
jest.setTimeout(60000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const unitField = fieldOf(PROJECT, 'belongInspect') as ResourceField;
const responser = fieldOf(PROJECT, 'responser') as ResourceField;
const urls = (mock: jest.Mock) => mock.mock.calls.map(([url]) => decodeURIComponent(String(url)));

describe('reference picker', () => {
  const fetchMock = jest.fn();
  const navigate = jest.fn();
  let restore: () => void;

  beforeEach(() => {
    fetchMock.mockReset();
    navigate.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/inspectedUnit?')) return json(200, { content: [{ id: 31, version: 1, name: '东方化工厂' }, { id: 32, version: 1, name: '西山化工厂' }], totalElements: 2 });
      if (url.startsWith('/api/users/options'))
        return json(
          200,
          url.includes('role=')
            ? [{ id: 2, name: '张调查', username: 'surveyor' }]
            : [
                { id: 2, name: '张调查', username: 'surveyor' },
                { id: 4, name: 'analyst', username: 'analyst' },
              ],
        );
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate, reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles: [], dataScopes: [], authorities: [] });
  });
  afterEach(() => restore());

  it("searches the target's list by its label within the caller's organisation", async () => {
    expect(await searchReferences(unitField, ' 化工 ')).toEqual([
      { value: 31, label: '东方化工厂' },
      { value: 32, label: '西山化工厂' },
    ]);
    const [url] = urls(fetchMock);
    expect(url.startsWith('/api/inspectedUnit?')).toBe(true);
    expect(url).toContain('name=化工');
    expect(url).toContain('organizationId=7');
    expect(url).toContain('sort=name,asc');
  });

  it('searches colleagues by keyword through api/users/options (no user-management permission needed), narrowed by role', async () => {
    expect(await searchReferences(responser, '张')).toEqual([
      { value: 2, label: '张调查' },
      { value: 4, label: 'analyst' },
    ]);
    expect(urls(fetchMock)[0]).toMatch(/^\/api\/users\/options\?.*blurry=张/);
    expect(await searchReferences({ ...responser, userRole: '现场调查员' }, '')).toEqual([{ value: 2, label: '张调查' }]);
    expect(urls(fetchMock)[1]).toContain('role=现场调查员');
  });

  /** The picker in a form, as the editor renders it: the row's values in, the payload out. */
  function Editor({ row, onPayload }: { row: Record<string, unknown> | null; onPayload: (p: Record<string, unknown>) => void }) {
    const [form] = Form.useForm();
    return (
      <AntdApp>
        <Form form={form} initialValues={toFormValues(PROJECT, row)}>
          <Form.Item name="belongInspect" label="受检单位">
            <EditInput field={unitField} options={[]} />
          </Form.Item>
          <Button onClick={() => onPayload(toPayload(PROJECT, form.getFieldsValue()))}>保存</Button>
        </Form>
      </AntdApp>
    );
  }

  const dropdownOption = (label: string) =>
    waitFor(() => {
      const el = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((o) => o.textContent === label);
      if (!el) throw new Error(`no option ${label}`);
      return el as HTMLElement;
    });

  it("shows the row's label when editing, searches as the user types (once per pause) and sends the chosen id", async () => {
    const onPayload = jest.fn();
    const { container } = render(<Editor row={{ id: 9, version: 1, organizationId: 7, belongInspect: 12, belongInspectName: '原来的单位' }} onPayload={onPayload} />);
    expect(screen.getByText('原来的单位')).toBeInTheDocument();
    expect(container.textContent).not.toContain('12');

    const input = container.querySelector('input.ant-select-selection-search-input') as HTMLInputElement;
    fireEvent.mouseDown(container.querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.change(input, { target: { value: '化' } });
    fireEvent.change(input, { target: { value: '化工' } });
    fireEvent.click(await dropdownOption('西山化工厂'));
    // one request for the opening and one for the typing pause, none per keystroke
    const searches = urls(fetchMock).filter((u) => u.startsWith('/api/inspectedUnit?'));
    expect(searches.filter((u) => u.includes('name=化工'))).toHaveLength(1);
    expect(searches.some((u) => u.includes('name=化&'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(onPayload).toHaveBeenLastCalledWith(expect.objectContaining({ belongInspect: 32 }));
    expect(onPayload.mock.calls[0][0]).not.toHaveProperty('organizationId');
  });

  it('clears to null', async () => {
    const onPayload = jest.fn();
    const { container } = render(<Editor row={{ id: 9, version: 1, organizationId: 7, belongInspect: 12, belongInspectName: '原来的单位' }} onPayload={onPayload} />);
    fireEvent.mouseDown(container.querySelector('.ant-select-clear') as HTMLElement);
    await waitFor(() => expect(screen.queryByText('原来的单位')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(onPayload).toHaveBeenLastCalledWith(expect.objectContaining({ belongInspect: null }));
  });

  it("says so in the dropdown when the caller may not list the target, without leaving the page", async () => {
    fetchMock.mockImplementation(async () => json(403, { status: 403, message: '没有权限，请联系管理员' }));
    const { container } = render(<Editor row={null} onPayload={jest.fn()} />);
    fireEvent.mouseDown(container.querySelector('.ant-select-selector') as HTMLElement);
    const dropdown = await waitFor(() => {
      const el = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      if (!el) throw new Error('closed');
      return el as HTMLElement;
    });
    expect(await within(dropdown).findByText('没有权限，请联系管理员')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
