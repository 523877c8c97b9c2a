import { useEffect, useMemo, useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Space, Table, Tag, TreeSelect, type FormProps } from 'antd';
import { useDelete, useInvalidate, type BaseRecord } from '@refinedev/core';
import { useModalForm, useTable } from '@refinedev/antd';
import { http } from '../../../http/request';
import { t } from '../../../i18n';
import { menuIcon } from '../../../layout/icons';
import { AddButton, DeleteButton, EditButton, Toolbar, formatDate } from '../common';
import type { MenuNode } from '../roles/RoleList';

type MenuRow = BaseRecord & {
  id: number;
  pid?: number | null;
  title: string;
  type: number;
  icon?: string | null;
  path?: string | null;
  component?: string | null;
  componentName?: string | null;
  permission?: string | null;
  menuSort?: number;
  hidden?: boolean;
  cache?: boolean;
  iFrame?: boolean;
  children?: MenuRow[] | null;
  createTime?: string;
};

type MenuFormValues = Omit<MenuRow, 'id' | 'children' | 'createTime'>;

const typeLabel = [t('menu.typeDir'), t('menu.typeMenu'), t('menu.typeButton')];

/** Rows with an empty children list must not show an expander. */
function clean(rows: MenuRow[] | null | undefined): MenuRow[] {
  return (rows ?? []).map((r) => ({ ...r, children: r.children && r.children.length > 0 ? clean(r.children) : undefined }));
}

function toTreeSelect(nodes: MenuNode[] | null | undefined): { value: number; title: string; children?: ReturnType<typeof toTreeSelect> }[] {
  return (nodes ?? [])
    .filter((n) => n.type < 2)
    .map((n) => ({ value: n.id, title: n.title, children: n.children ? toTreeSelect(n.children) : undefined }));
}

function MenuForm({ formProps, tree }: { formProps: FormProps<MenuFormValues>; tree: MenuNode[] }) {
  const type = Form.useWatch('type', formProps.form) ?? 1;
  const treeData = useMemo(() => [{ value: 0, title: t('menu.topLevel'), children: toTreeSelect(tree) }], [tree]);
  return (
    <Form<MenuFormValues> labelCol={{ span: 5 }} initialValues={{ type: 1, pid: 0, menuSort: 999, hidden: false, cache: false, iFrame: false }} {...formProps}>
      <Form.Item label={t('menu.type')} name="type">
        <Radio.Group options={typeLabel.map((label, value) => ({ label, value }))} optionType="button" />
      </Form.Item>
      <Form.Item label={t('menu.title')} name="title" rules={[{ required: true, message: t('common.required', { field: t('menu.title') }) }]}>
        <Input />
      </Form.Item>
      {type < 2 && (
        <>
          <Form.Item label={t('menu.icon')} name="icon"><Input /></Form.Item>
          <Form.Item label={t('menu.path')} name="path" rules={[{ required: true, message: t('common.required', { field: t('menu.path') }) }]}><Input /></Form.Item>
          <Form.Item label={t('menu.iFrame')} name="iFrame"><Radio.Group options={[{ label: t('common.yes'), value: true }, { label: t('common.no'), value: false }]} /></Form.Item>
          <Form.Item label={t('menu.hidden')} name="hidden"><Radio.Group options={[{ label: t('common.yes'), value: true }, { label: t('common.no'), value: false }]} /></Form.Item>
          <Form.Item label={t('menu.cache')} name="cache"><Radio.Group options={[{ label: t('common.yes'), value: true }, { label: t('common.no'), value: false }]} /></Form.Item>
        </>
      )}
      {type === 1 && (
        <>
          <Form.Item label={t('menu.componentName')} name="componentName"><Input /></Form.Item>
          <Form.Item label={t('menu.component')} name="component"><Input placeholder="system/user/index" /></Form.Item>
        </>
      )}
      {type > 0 && (
        <Form.Item label={t('menu.permission')} name="permission"><Input placeholder="user:list" /></Form.Item>
      )}
      <Form.Item label={t('menu.sort')} name="menuSort"><InputNumber min={0} style={{ width: '100%' }} /></Form.Item>
      <Form.Item label={t('menu.pid')} name="pid"><TreeSelect treeData={treeData} treeDefaultExpandAll showSearch treeNodeFilterProp="title" /></Form.Item>
    </Form>
  );
}

export default function MenuList() {
  // the full tree in one call (pagination off): GET api/menus?sort=menuSort,asc
  const { tableProps } = useTable<MenuRow>({
    resource: 'menus',
    pagination: { mode: 'off' },
    sorters: { initial: [{ field: 'menuSort', order: 'asc' }] },
    syncWithLocation: false,
  });
  const invalidate = useInvalidate();
  const { mutateAsync: remove } = useDelete();
  const [tree, setTree] = useState<MenuNode[]>([]);
  const loadTree = () => http.get<MenuNode[]>('api/familyBucket/getFamilyBucket').then((r) => setTree(Array.isArray(r) ? r : []), () => setTree([]));
  useEffect(() => {
    void loadTree();
  }, []);
  const refresh = () => {
    void loadTree();
    void invalidate({ resource: 'menus', invalidates: ['list'] });
  };

  const createModal = useModalForm<MenuRow, never, MenuFormValues>({ resource: 'menus', action: 'create', redirect: false, onMutationSuccess: refresh, successNotification: () => ({ message: t('common.addSuccess'), type: 'success' }) });
  const editModal = useModalForm<MenuRow, never, MenuFormValues>({ resource: 'menus', action: 'edit', redirect: false, queryOptions: { enabled: false }, onMutationSuccess: refresh, successNotification: () => ({ message: t('common.editSuccess'), type: 'success' }) });
  const [editing, setEditing] = useState<MenuRow | null>(null);
  useEffect(() => {
    if (editModal.open && editing) editModal.form.setFieldsValue({ ...editing, pid: editing.pid ?? 0 } as never);
  }, [editModal.open, editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const rows = useMemo(() => clean(tableProps.dataSource as MenuRow[] | undefined), [tableProps.dataSource]);

  return (
    <div>
      <Toolbar>
        <AddButton codes={['menu:add']} onClick={() => createModal.show()} />
      </Toolbar>
      <Table<MenuRow> {...tableProps} dataSource={rows} rowKey="id" pagination={false} scroll={{ x: 1000 }}>
        <Table.Column dataIndex="title" title={t('menu.title')} width={200} />
        <Table.Column<MenuRow> dataIndex="icon" title={t('menu.icon')} width={60} render={(v: string | null) => (v ? menuIcon(v) : null)} />
        <Table.Column<MenuRow> dataIndex="type" title={t('menu.type')} width={80} render={(v: number) => <Tag>{typeLabel[v] ?? v}</Tag>} />
        <Table.Column dataIndex="menuSort" title={t('menu.sort')} width={70} />
        <Table.Column dataIndex="path" title={t('menu.path')} ellipsis />
        <Table.Column dataIndex="permission" title={t('menu.permission')} ellipsis />
        <Table.Column dataIndex="component" title={t('menu.component')} ellipsis />
        <Table.Column<MenuRow> dataIndex="hidden" title={t('menu.hidden')} width={80} render={(v: boolean) => (v ? t('common.yes') : t('common.no'))} />
        <Table.Column dataIndex="createTime" title={t('common.createTime')} width={110} render={(v) => formatDate(v)} />
        <Table.Column<MenuRow>
          key="actions"
          title={t('common.operation')}
          fixed="right"
          width={100}
          render={(_, row) => (
            <Space>
              <EditButton codes={['menu:edit']} onClick={() => { setEditing(row); editModal.show(row.id); }} />
              <DeleteButton
                codes={['menu:del']}
                onConfirm={() => remove({ resource: 'menus', id: row.id, successNotification: () => ({ message: t('common.deleteSuccess'), type: 'success' }) }).then(refresh)}
              />
            </Space>
          )}
        />
      </Table>
      <Modal {...createModal.modalProps} title={t('menu.addTitle')} width={580} okText={t('common.ok')} cancelText={t('common.cancel')}>
        <MenuForm formProps={createModal.formProps} tree={tree} />
      </Modal>
      <Modal {...editModal.modalProps} title={t('menu.editTitle')} width={580} okText={t('common.ok')} cancelText={t('common.cancel')}>
        <MenuForm formProps={editModal.formProps} tree={tree} />
      </Modal>
    </div>
  );
}
