import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Dropdown, Form, Input, Tabs } from 'antd';

/**
 * Specs see what a user sees: antd hides closed menus, inactive tab panes and hidden form items
 * with its CSS-in-JS classes (not inline styles), and jest.setup.ts keeps exactly those rules
 * while dropping the rest for speed. Dropping them all (StyleProvider mock="server") would make
 * these elements count as visible — this spec fails then.
 */
describe('antd visibility in web specs', () => {
  it('hides the inactive tab pane once another tab is chosen', async () => {
    render(
      <Tabs
        items={[
          { key: 'a', label: '基本信息', children: <p>甲的内容</p> },
          { key: 'b', label: '附件', children: <p>乙的内容</p> },
        ]}
      />,
    );
    expect(screen.getByText('甲的内容')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: '附件' }));
    await waitFor(() => expect(screen.getByText('乙的内容')).toBeVisible());
    expect(screen.getByText('甲的内容')).not.toBeVisible();
  });

  it('does not show a form item declared hidden', () => {
    render(
      <Form>
        <Form.Item label="名称" name="name">
          <Input />
        </Form.Item>
        <Form.Item label="版本" name="version" hidden>
          <Input />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByLabelText('名称')).toBeVisible();
    expect(screen.getByLabelText('版本')).not.toBeVisible();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('takes a closed dropdown menu out of reach of role queries', async () => {
    render(
      <Dropdown trigger={['click']} menu={{ items: [{ key: 'del', label: '删除' }] }}>
        <Button>更多操作</Button>
      </Dropdown>,
    );
    fireEvent.click(screen.getByRole('button', { name: '更多操作' }));
    const item = await screen.findByRole('menuitem', { name: '删除' });
    fireEvent.click(screen.getByRole('button', { name: '更多操作' }));
    await waitFor(() => expect(item).not.toBeVisible());
    expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull();
  });
});
