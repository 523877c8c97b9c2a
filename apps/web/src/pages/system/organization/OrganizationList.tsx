import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select, Space, Table, type FormProps } from 'antd';
import { useDelete, type BaseRecord, type CrudFilters } from '@refinedev/core';
import { useModalForm, useSelect, useTable } from '@refinedev/antd';
import { t } from '../../../i18n';
import { AddButton, DeleteButton, EditButton, SearchActions, Toolbar, formatDate, listDefaults, pager } from '../common';

type OrgRow = BaseRecord & {
  id: number;
  name: string;
  code: string;
  zoneCode?: string | null;
  parentId?: number | null;
  parent?: { id: number; name: string } | null;
  createTime?: string;
};

interface OrgFormValues {
  name: string;
  code: string;
  zoneCode?: string;
  parentId?: number | null;
}

function OrgForm({ formProps, selfId }: { formProps: FormProps<OrgFormValues>; selfId?: number }) {
  const { selectProps } = useSelect({ resource: 'organization', optionLabel: 'name', optionValue: 'id', pagination: { pageSize: 5000 } });
  return (
    <Form<OrgFormValues> labelCol={{ span: 5 }} {...formProps}>
      <Form.Item label={t('org.name')} name="name" rules={[{ required: true, message: t('common.required', { field: t('org.name') }) }]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('org.code')} name="code" rules={[{ required: true, message: t('common.required', { field: t('org.code') }) }]}>
        <Input />
      </Form.Item>
      <Form.Item label={t('org.zoneCode')} name="zoneCode">
        <Input />
      </Form.Item>
      <Form.Item label={t('org.parent')} name="parentId">
        <Select {...selectProps} options={selectProps.options?.filter((o) => o.value !== selfId)} allowClear showSearch optionFilterProp="label" filterOption />
      </Form.Item>
    </Form>
  );
}

export default function OrganizationList() {
  const { tableProps, searchFormProps } = useTable<OrgRow, never, { blurry?: string }>({
    resource: 'organization',
    ...listDefaults,
    onSearch: (v): CrudFilters => [{ field: 'blurry', operator: 'contains', value: v.blurry }],
  });
  const { mutateAsync: remove } = useDelete();
  const createModal = useModalForm<OrgRow, never, OrgFormValues>({ resource: 'organization', action: 'create', redirect: false, successNotification: () => ({ message: t('common.addSuccess'), type: 'success' }) });
  const editModal = useModalForm<OrgRow, never, OrgFormValues>({ resource: 'organization', action: 'edit', redirect: false, queryOptions: { enabled: false }, successNotification: () => ({ message: t('common.editSuccess'), type: 'success' }) });
  const [editing, setEditing] = useState<OrgRow | null>(null);
  useEffect(() => {
    if (editModal.open && editing) editModal.form.setFieldsValue({ ...editing, parentId: editing.parentId ?? editing.parent?.id ?? null } as never);
  }, [editModal.open, editing]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div>
      <Form layout="inline" {...searchFormProps} style={{ marginBottom: 12 }}>
        <Form.Item name="blurry">
          <Input placeholder={t('common.keywordPlaceholder')} allowClear style={{ width: 200 }} />
        </Form.Item>
        <SearchActions onReset={() => { searchFormProps.form?.resetFields(); searchFormProps.form?.submit(); }} />
      </Form>
      <Toolbar>
        <AddButton codes={['organization:add']} onClick={() => createModal.show()} />
      </Toolbar>
      <Table<OrgRow> {...tableProps} rowKey="id" pagination={pager(tableProps.pagination)}>
        <Table.Column dataIndex="name" title={t('org.name')} sorter />
        <Table.Column dataIndex="code" title={t('org.code')} />
        <Table.Column dataIndex="zoneCode" title={t('org.zoneCode')} />
        <Table.Column<OrgRow> key="parent" title={t('org.parent')} render={(_, row) => row.parent?.name ?? ''} />
        <Table.Column dataIndex="createTime" title={t('common.createTime')} render={(v) => formatDate(v)} />
        <Table.Column<OrgRow>
          key="actions"
          title={t('common.operation')}
          width={100}
          render={(_, row) => (
            <Space>
              <EditButton codes={['organization:edit']} onClick={() => { setEditing(row); editModal.show(row.id); }} />
              <DeleteButton codes={['organization:del']} onConfirm={() => remove({ resource: 'organization', id: row.id, successNotification: () => ({ message: t('common.deleteSuccess'), type: 'success' }) })} />
            </Space>
          )}
        />
      </Table>
      <Modal {...createModal.modalProps} title={t('org.addTitle')} width={520} okText={t('common.ok')} cancelText={t('common.cancel')}>
        <OrgForm formProps={createModal.formProps} />
      </Modal>
      <Modal {...editModal.modalProps} title={t('org.editTitle')} width={520} okText={t('common.ok')} cancelText={t('common.cancel')}>
        <OrgForm formProps={editModal.formProps} selfId={editing?.id} />
      </Modal>
    </div>
  );
}
