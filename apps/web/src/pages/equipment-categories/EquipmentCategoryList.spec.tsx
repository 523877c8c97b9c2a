import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import RefineProviders from '../../providers/RefineProviders';
import { registerUi } from '../../ui/bridge';
import { session } from '../../session/session-store';
import EquipmentCategoryList from './EquipmentCategoryList';

// antd tables and dialogs under jsdom are slow on a busy machine
configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(180000);

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const cat = (id: number, name: string, parentId: number | null, children?: unknown[]) => ({ id, version: 1, name, parentId, sort: 1, ...(children ? { children } : {}) });

/** The server's tree answer: roots with nested children; leaves without a `children` key. */
const TREE = [
  cat(1, '采样设备', null, [cat(2, '粉尘采样器', 1, [cat(3, '个体粉尘采样器', 2)]), cat(4, '大气采样器', 1)]),
  cat(5, '检测仪器', null, [cat(6, '气相色谱仪', 5)]),
  cat(7, '辅助设备', null),
];

describe('设备分类 screen', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  const urls = () => fetchMock.mock.calls.map(([url]) => url as string);

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/equipmentCategory?')) return json(200, { content: TREE, totalElements: 3 });
      if (url === '/api/equipmentCategory/edit') return json(200, TREE[0]);
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles: ['eqpCategory:list', 'eqpCategory:add', 'eqpCategory:edit'], dataScopes: [], authorities: [] });
  });
  afterEach(() => restore());

  it('shows the roots as expandable tree rows (sort, then id) and their children on expand; leaves have no expander', async () => {
    render(
      <AntdApp>
        <MemoryRouter>
          <RefineProviders>
            <EquipmentCategoryList />
          </RefineProviders>
        </MemoryRouter>
      </AntdApp>,
    );
    await screen.findByText('采样设备');
    const list = urls().find((u) => u.startsWith('/api/equipmentCategory?'))!;
    expect(list).toContain('sort=sort%2Casc');
    expect(list).toContain('sort=id%2Casc');
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    expect(screen.queryByText('粉尘采样器')).toBeNull();

    const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    expect(rowOf('采样设备').querySelector('.ant-table-row-expand-icon-collapsed')).not.toBeNull();
    expect(rowOf('辅助设备').querySelector('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toBeNull();
    fireEvent.click(rowOf('采样设备').querySelector('.ant-table-row-expand-icon') as HTMLElement);
    await screen.findByText('粉尘采样器');
    expect(screen.getByText('大气采样器')).toBeInTheDocument();
    expect(rowOf('大气采样器').querySelector('.ant-table-row-expand-icon-spaced')).not.toBeNull();
  });

  it('edits the parent with a tree of the categories, the category itself and its descendants disabled', async () => {
    render(
      <AntdApp>
        <MemoryRouter>
          <RefineProviders>
            <EquipmentCategoryList />
          </RefineProviders>
        </MemoryRouter>
      </AntdApp>,
    );
    await screen.findByText('采样设备');
    fireEvent.click(within(screen.getByText('检测仪器').closest('tr') as HTMLElement).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const parent = within(dialog).getByTestId('category-parent');
    expect(parent).toBeInTheDocument();
    await waitFor(() => expect(urls().filter((u) => u.startsWith('/api/equipmentCategory?') && u.includes('size=5000'))).toHaveLength(1));
    fireEvent.mouseDown(parent.querySelector('.ant-select-selector') as HTMLElement);
    const treeNode = (title: string) => document.querySelector(`.ant-select-tree-node-content-wrapper[title="${title}"]`) as HTMLElement | null;
    const self = await waitFor(() => {
      const node = treeNode('检测仪器');
      if (!node) throw new Error('the tree is not open yet');
      return node;
    });
    expect(self.closest('.ant-select-tree-treenode')?.className).toContain('ant-select-tree-treenode-disabled');
    const other = treeNode('采样设备') as HTMLElement;
    expect(other.closest('.ant-select-tree-treenode')?.className).not.toContain('ant-select-tree-treenode-disabled');
    fireEvent.click(other);
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(urls()).toContain('/api/equipmentCategory/edit'));
    const edit = fetchMock.mock.calls.find(([url]) => url === '/api/equipmentCategory/edit')!;
    expect(JSON.parse(String((edit[1] as RequestInit).body))).toMatchObject({ id: 5, version: 1, name: '检测仪器', parentId: 1 });
  });
});
