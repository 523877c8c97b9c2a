import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Input, Modal, Select, Space, Switch, Table, type FormProps } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useDelete, type BaseRecord, type CrudFilters } from '@refinedev/core';
import { useModalForm, useSelect, useTable } from '@refinedev/antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { UserDto } from '@ohit/contracts';
import { optional, ruleOf, validateEmail, validatePassword, validatePhone, validateUsername } from '../../../config/domain';
import { http } from '../../../http/request';
import { t } from '../../../i18n';
import { Permission, usePermission } from '../../../permission/Permission';
import { AddButton, DeleteButton, EditButton, SearchActions, Toolbar, formatDate, listDefaults, pager } from '../common';

type UserRow = UserDto & BaseRecord & { roles?: { id: number; name: string }[]; roleIds?: number[]; createTime?: string };

interface UserSearch {
  blurry?: string;
  enabled?: boolean;
}

interface UserFormValues {
  username: string;
  nickName: string;
  phone?: string;
  email?: string;
  organizationId?: number;
  roleIds?: number[];
  expiryDate?: Dayjs | null;
  enabled?: boolean;
  password?: string;
}

function toPayload(values: UserFormValues) {
  return { ...values, expiryDate: values.expiryDate ? values.expiryDate.format('YYYY-MM-DD') : null };
}

function UserForm({ create, formProps }: { create: boolean; formProps: FormProps<UserFormValues> }) {
  const { selectProps: orgSelect } = useSelect({ resource: 'organization', optionLabel: 'name', optionValue: 'id', pagination: { pageSize: 5000 } });
  const { selectProps: roleSelect } = useSelect({ resource: 'roles', optionLabel: 'name', optionValue: 'id', pagination: { pageSize: 5000 } });
  return (
    <Form<UserFormValues> layout="horizontal" labelCol={{ span: 5 }} {...formProps}>
      <Form.Item label={t('user.username')} name="username" rules={[{ required: true, message: t('common.required', { field: t('user.username') }) }, ruleOf(validateUsername)]}>
        <Input disabled={!create} />
      </Form.Item>
      <Form.Item label={t('user.nickName')} name="nickName" rules={[{ required: true, message: t('common.required', { field: t('user.nickName') }) }]}>
        <Input />
      </Form.Item>
      {create && (
        <Form.Item label={t('user.password')} name="password" rules={[{ required: true, message: t('common.required', { field: t('user.password') }) }, ruleOf(validatePassword)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
      <Form.Item label={t('user.phone')} name="phone" rules={[ruleOf(optional(validatePhone))]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('user.email')} name="email" rules={[ruleOf(optional(validateEmail))]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('user.organization')} name="organizationId" rules={[{ required: true, message: t('common.required', { field: t('user.organization') }) }]}>
        <Select {...orgSelect} showSearch optionFilterProp="label" filterOption />
      </Form.Item>
      <Form.Item label={t('user.roles')} name="roleIds">
        <Select {...roleSelect} mode="multiple" showSearch optionFilterProp="label" filterOption />
      </Form.Item>
      <Form.Item label={t('user.expiryDate')} name="expiryDate">
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('user.enabled')} name="enabled" valuePropName="checked">
        <Switch checkedChildren={t('common.enabled')} unCheckedChildren={t('common.disabled')} />
      </Form.Item>
    </Form>
  );
}

export default function UserList() {
  const { message } = App.useApp();
  const canEnable = usePermission(['user:edit']);
  const { tableProps, searchFormProps, tableQuery } = useTable<UserRow, never, UserSearch>({
    resource: 'users',
    ...listDefaults,
    onSearch: (v): CrudFilters => [
      { field: 'blurry', operator: 'contains', value: v.blurry },
      { field: 'enabled', operator: 'eq', value: v.enabled },
    ],
  });
  const { mutateAsync: remove } = useDelete();

  const createModal = useModalForm<UserRow, never, UserFormValues>({ resource: 'users', action: 'create', redirect: false, successNotification: () => ({ message: t('common.addSuccess'), type: 'success' }) });
  const editModal = useModalForm<UserRow, never, UserFormValues>({ resource: 'users', action: 'edit', redirect: false, queryOptions: { enabled: false }, successNotification: () => ({ message: t('common.editSuccess'), type: 'success' }) });
  const [editing, setEditing] = useState<UserRow | null>(null);
  useEffect(() => {
    if (editModal.open && editing) {
      editModal.form.setFieldsValue({
        ...editing,
        organizationId: editing.organization?.organizationId,
        roleIds: editing.roleIds ?? editing.roles?.map((r) => r.id),
        expiryDate: editing.expiryDate ? dayjs(editing.expiryDate) : null,
      } as never);
    }
  }, [editModal.open, editing]); // eslint-disable-line react-hooks/exhaustive-deps

  const [resetFor, setResetFor] = useState<UserRow | null>(null);
  const [resetForm] = Form.useForm<{ password: string }>();

  const setEnabled = async (row: UserRow, enabled: boolean) => {
    await http.put('api/users/enable', { ids: [row.id], enabled });
    message.success(t('user.enableSuccess'));
    await tableQuery.refetch();
  };

  return (
    <div>
      <Form layout="inline" {...searchFormProps} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="blurry">
          <Input placeholder={t('common.keywordPlaceholder')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="enabled">
          <Select placeholder={t('user.enabled')} allowClear style={{ width: 110 }} options={[{ value: true, label: t('common.enabled') }, { value: false, label: t('common.disabled') }]} />
        </Form.Item>
        <SearchActions onReset={() => { searchFormProps.form?.resetFields(); searchFormProps.form?.submit(); }} />
      </Form>
      <Toolbar>
        <AddButton codes={['user:add']} onClick={() => createModal.show()} />
      </Toolbar>
      <Table<UserRow> {...tableProps} rowKey="id" pagination={pager(tableProps.pagination)} scroll={{ x: 1000 }}>
        <Table.Column dataIndex="username" title={t('user.username')} sorter />
        <Table.Column dataIndex="nickName" title={t('user.nickName')} />
        <Table.Column dataIndex="phone" title={t('user.phone')} />
        <Table.Column dataIndex="email" title={t('user.email')} />
        <Table.Column<UserRow> key="organization" title={t('user.organization')} render={(_, row) => row.organization?.name ?? ''} />
        <Table.Column<UserRow>
          dataIndex="enabled"
          title={t('user.enabled')}
          render={(value: boolean, row) => (
            <Switch checked={!!value} disabled={!canEnable} onChange={(checked) => void setEnabled(row, checked)} aria-label={t('user.enabled')} />
          )}
        />
        <Table.Column dataIndex="expiryDate" title={t('user.expiryDate')} render={(v) => formatDate(v)} />
        <Table.Column<UserRow>
          key="actions"
          title={t('common.operation')}
          fixed="right"
          width={130}
          render={(_, row) => (
            <Space>
              <EditButton codes={['user:edit']} onClick={() => { setEditing(row); editModal.show(row.id); }} />
              <Permission codes={['user:resetPass']}>
                <Button size="small" icon={<KeyOutlined />} aria-label={t('user.resetPass')} title={t('user.resetPass')} onClick={() => { resetForm.resetFields(); setResetFor(row); }} />
              </Permission>
              <DeleteButton
                codes={['user:del']}
                onConfirm={() => remove({ resource: 'users', id: row.id, successNotification: () => ({ message: t('common.deleteSuccess'), type: 'success' }) })}
              />
            </Space>
          )}
        />
      </Table>

      <Modal {...createModal.modalProps} title={t('user.addTitle')} width={570} okText={t('common.ok')} cancelText={t('common.cancel')}>
        <UserForm create formProps={{ ...createModal.formProps, onFinish: (v) => createModal.formProps.onFinish?.(toPayload(v) as never) }} />
      </Modal>
      <Modal {...editModal.modalProps} title={t('user.editTitle')} width={570} okText={t('common.ok')} cancelText={t('common.cancel')}>
        <UserForm create={false} formProps={{ ...editModal.formProps, onFinish: (v) => editModal.formProps.onFinish?.(toPayload(v) as never) }} />
      </Modal>
      <Modal
        open={!!resetFor}
        title={`${t('user.resetTitle')}：${resetFor?.username ?? ''}`}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        onCancel={() => setResetFor(null)}
        onOk={async () => {
          const { password } = await resetForm.validateFields();
          await http.put('api/users/resetPass', { id: resetFor!.id, password });
          message.success(t('common.resetSuccess'));
          setResetFor(null);
        }}
        destroyOnHidden
      >
        <Form form={resetForm} layout="vertical">
          <Form.Item label={t('user.newPassword')} name="password" rules={[{ required: true, message: t('common.required', { field: t('user.newPassword') }) }, ruleOf(validatePassword)]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
