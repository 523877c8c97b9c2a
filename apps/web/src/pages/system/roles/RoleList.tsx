import { useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Col, Empty, Form, Input, InputNumber, Modal, Row, Select, Space, Table, Tree, type FormProps } from 'antd';
import { useDelete, type BaseRecord, type CrudFilters } from '@refinedev/core';
import { useModalForm, useSelect, useTable } from '@refinedev/antd';
import type { DataScopeKind } from '@ohit/contracts';
import { http } from '../../../http/request';
import { t } from '../../../i18n';
import { Permission } from '../../../permission/Permission';
import { AddButton, DeleteButton, EditButton, SearchActions, Toolbar, formatDate, listDefaults, pager } from '../common';

/** GET api/familyBucket/getFamilyBucket: the full menu/button tree. */
export interface MenuNode {
  id: number;
  pid: number | null;
  title: string;
  type: number;
  permission?: string | null;
  children?: MenuNode[] | null;
}

type RoleRow = BaseRecord & {
  id: number;
  name: string;
  level: number;
  dataScope: DataScopeKind;
  organizationIds?: number[];
  menuIds?: number[];
  menus?: { id: number }[];
  description?: string;
  createTime?: string;
};

interface RoleFormValues {
  name: string;
  level: number;
  dataScope: DataScopeKind;
  organizationIds?: number[];
  description?: string;
}

const scopeLabel: Record<DataScopeKind, string> = {
  ALL: t('role.scopeAll'),
  OWN_ORG: t('role.scopeOwnOrg'),
  CUSTOM: t('role.scopeCustom'),
};

function toTreeData(nodes: MenuNode[] | null | undefined): { key: number; title: string; children?: ReturnType<typeof toTreeData> }[] {
  return (nodes ?? []).map((n) => ({
    key: n.id,
    title: n.permission && n.type >= 2 ? `${n.title}（${n.permission}）` : n.title,
    children: n.children && n.children.length > 0 ? toTreeData(n.children) : undefined,
  }));
}

function RoleForm({ formProps }: { formProps: FormProps<RoleFormValues> }) {
  const { selectProps: orgSelect } = useSelect({ resource: 'organization', optionLabel: 'name', optionValue: 'id', pagination: { pageSize: 5000 } });
  const scope = Form.useWatch('dataScope', formProps.form);
  return (
    <Form<RoleFormValues> labelCol={{ span: 5 }} initialValues={{ level: 3, dataScope: 'OWN_ORG' }} {...formProps}>
      <Form.Item label={t('role.name')} name="name" rules={[{ required: true, message: t('common.required', { field: t('role.name') }) }]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('role.level')} name="level" rules={[{ required: true, message: t('common.required', { field: t('role.level') }) }]}>
        <InputNumber min={1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('role.dataScope')} name="dataScope" rules={[{ required: true }]}>
        <Select options={(Object.keys(scopeLabel) as DataScopeKind[]).map((k) => ({ value: k, label: scopeLabel[k] }))} />
      </Form.Item>
      {scope === 'CUSTOM' && (
        <Form.Item label={t('role.organizations')} name="organizationIds" rules={[{ required: true, message: t('common.required', { field: t('role.organizations') }) }]}>
          <Select {...orgSelect} mode="multiple" showSearch optionFilterProp="label" filterOption />
        </Form.Item>
      )}
      <Form.Item label={t('role.description')} name="description">
        <Input.TextArea rows={3} />
      </Form.Item>
    </Form>
  );
}

export default function RoleList() {
  const { message } = App.useApp();
  const { tableProps, searchFormProps, tableQuery } = useTable<RoleRow, never, { blurry?: string }>({
    resource: 'roles',
    ...listDefaults,
    sorters: { initial: [{ field: 'level', order: 'asc' }] },
    onSearch: (v): CrudFilters => [{ field: 'blurry', operator: 'contains', value: v.blurry }],
  });
  const { mutateAsync: remove } = useDelete();
  const createModal = useModalForm<RoleRow, never, RoleFormValues>({ resource: 'roles', action: 'create', redirect: false, successNotification: () => ({ message: t('common.addSuccess'), type: 'success' }) });
  const editModal = useModalForm<RoleRow, never, RoleFormValues>({ resource: 'roles', action: 'edit', redirect: false, queryOptions: { enabled: false }, successNotification: () => ({ message: t('common.editSuccess'), type: 'success' }) });
  const [editing, setEditing] = useState<RoleRow | null>(null);
  useEffect(() => {
    if (editModal.open && editing) editModal.form.setFieldsValue(editing as never);
  }, [editModal.open, editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const [tree, setTree] = useState<MenuNode[]>([]);
  const [selected, setSelected] = useState<RoleRow | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    http.get<MenuNode[]>('api/familyBucket/getFamilyBucket').then((r) => setTree(Array.isArray(r) ? r : []), () => setTree([]));
  }, []);
  const treeData = useMemo(() => toTreeData(tree), [tree]);

  const selectRole = (row: RoleRow) => {
    setSelected(row);
    setChecked(row.menuIds ?? row.menus?.map((m) => m.id) ?? []);
  };

  const saveMenus = async () => {
    if (!selected) return;
    setSaving(true);
    try {
      await http.put('api/roles/menu', { id: selected.id, menuIds: checked });
      message.success(t('role.saveMenusSuccess'));
      await tableQuery.refetch();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={16}>
        <Form layout="inline" {...searchFormProps} style={{ marginBottom: 12 }}>
          <Form.Item name="blurry">
            <Input placeholder={t('common.keywordPlaceholder')} allowClear style={{ width: 200 }} />
          </Form.Item>
          <SearchActions onReset={() => { searchFormProps.form?.resetFields(); searchFormProps.form?.submit(); }} />
        </Form>
        <Toolbar>
          <AddButton codes={['roles:add']} onClick={() => createModal.show()} />
        </Toolbar>
        <Table<RoleRow>
          {...tableProps}
          rowKey="id"
          pagination={pager(tableProps.pagination)}
          onRow={(row) => ({ onClick: () => selectRole(row) })}
          rowClassName={(row) => (row.id === selected?.id ? 'ant-table-row-selected' : '')}
        >
          <Table.Column dataIndex="name" title={t('role.name')} />
          <Table.Column dataIndex="level" title={t('role.level')} sorter />
          <Table.Column<RoleRow> dataIndex="dataScope" title={t('role.dataScope')} render={(v: DataScopeKind) => scopeLabel[v] ?? v} />
          <Table.Column dataIndex="description" title={t('role.description')} ellipsis />
          <Table.Column dataIndex="createTime" title={t('common.createTime')} render={(v) => formatDate(v)} />
          <Table.Column<RoleRow>
            key="actions"
            title={t('common.operation')}
            width={100}
            render={(_, row) => (
              <Space onClick={(e) => e.stopPropagation()}>
                <EditButton codes={['roles:edit']} onClick={() => { setEditing(row); editModal.show(row.id); }} />
                <DeleteButton codes={['roles:del']} onConfirm={() => remove({ resource: 'roles', id: row.id, successNotification: () => ({ message: t('common.deleteSuccess'), type: 'success' }) })} />
              </Space>
            )}
          />
        </Table>
      </Col>
      <Col xs={24} lg={8}>
        <Card
          title={t('role.menuAssign') + (selected ? `：${selected.name}` : '')}
          extra={
            <Permission codes={['roles:edit']}>
              <Button type="primary" size="small" disabled={!selected} loading={saving} onClick={() => void saveMenus()}>{t('role.saveMenus')}</Button>
            </Permission>
          }
        >
          {selected ? (
            <Tree
              checkable
              checkStrictly
              defaultExpandAll
              treeData={treeData}
              checkedKeys={checked}
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number))}
            />
          ) : (
            <Empty description={t('role.selectRole')} />
          )}
        </Card>
      </Col>
      <Modal {...createModal.modalProps} title={t('role.addTitle')} width={520} okText={t('common.ok')} cancelText={t('common.cancel')}>
        <RoleForm formProps={createModal.formProps} />
      </Modal>
      <Modal {...editModal.modalProps} title={t('role.editTitle')} width={520} okText={t('common.ok')} cancelText={t('common.cancel')}>
        <RoleForm formProps={editModal.formProps} />
      </Modal>
    </Row>
  );
}
