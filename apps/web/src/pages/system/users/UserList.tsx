import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Switch, Tooltip } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useSelect } from '@refinedev/antd';
import dayjs from 'dayjs';
import { USERS, type ResourceRow } from '@ohit/contracts';
import { ruleOf, validatePassword } from '../../../config/domain';
import { http } from '../../../http/request';
import { t } from '../../../i18n';
import { Permission, usePermission } from '../../../permission/Permission';
import { ResourceList } from '../../../resources/ResourceList';

type UserRow = ResourceRow & { organization?: { organizationId?: number; id?: number; name?: string } | null; roles?: { id: number }[]; roleIds?: number[] };

function OrganizationSelect(props: Record<string, unknown>) {
  const { selectProps } = useSelect({ resource: 'organization', optionLabel: 'name', optionValue: 'id', pagination: { pageSize: 5000 } });
  return <Select {...selectProps} {...props} showSearch optionFilterProp="label" filterOption />;
}

function RoleSelect(props: Record<string, unknown>) {
  const { selectProps } = useSelect({ resource: 'roles', optionLabel: 'name', optionValue: 'id', pagination: { pageSize: 5000 } });
  return <Select {...selectProps} {...props} mode="multiple" showSearch optionFilterProp="label" filterOption />;
}

/**
 * 用户管理 on the generic list screen (USERS declaration), with the identity pieces the
 * declaration does not cover: organisation and roles, the password on create, the enable
 * switch and the reset-password dialog.
 */
export default function UserList() {
  const { message } = App.useApp();
  const canEnable = usePermission(['user:edit', 'user:enable']);
  const [resetFor, setResetFor] = useState<UserRow | null>(null);
  const [resetForm] = Form.useForm<{ password: string }>();

  return (
    <>
      <ResourceList
        declaration={USERS}
        editInputs={{ username: ({ kind }) => <Input disabled={kind === 'edit'} placeholder={t('user.username')} /> }}
        extraFormValues={(row) => {
          const r = row as UserRow | null;
          return {
            organizationId: r?.organization?.organizationId ?? r?.organization?.id ?? undefined,
            roleIds: r?.roleIds ?? r?.roles?.map((x) => x.id) ?? [],
          };
        }}
        extraPayload={(values) => ({
          organizationId: values.organizationId,
          roleIds: values.roleIds ?? [],
          expiryDate: values.expiryDate ? dayjs(values.expiryDate as string).format('YYYY-MM-DD') : null,
          ...(values.password ? { password: values.password } : {}),
        })}
        renderFormExtras={({ kind }) => (
          <>
            {kind === 'add' && (
              <Form.Item label={t('user.password')} name="password" rules={[{ required: true, message: t('common.required', { field: t('user.password') }) }, ruleOf(validatePassword)]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            )}
            <Form.Item label={t('user.organization')} name="organizationId" rules={[{ required: true, message: t('common.required', { field: t('user.organization') }) }]}>
              <OrganizationSelect />
            </Form.Item>
            <Form.Item label={t('user.roles')} name="roleIds">
              <RoleSelect />
            </Form.Item>
          </>
        )}
        cellRenderers={{
          enabled: (value, row, reload) => (
            <Switch
              checked={!!value}
              disabled={!canEnable}
              aria-label={t('user.enabled')}
              onChange={async (checked) => {
                await http.put('api/users/enable', { ids: [row.id], enabled: checked });
                message.success(t('user.enableSuccess'));
                reload();
              }}
            />
          ),
        }}
        extraColumns={[{ key: 'organization', title: t('user.organization'), render: (_: unknown, row: ResourceRow) => (row as UserRow).organization?.name ?? '' }]}
        renderRowExtras={(row) => (
          <Permission codes={['user:resetPass']}>
            <Tooltip title={t('user.resetPass')}>
              <Button size="small" icon={<KeyOutlined />} aria-label={t('user.resetPass')} onClick={() => { resetForm.resetFields(); setResetFor(row as UserRow); }} />
            </Tooltip>
          </Permission>
        )}
      />
      <Modal
        open={!!resetFor}
        title={`${t('user.resetTitle')}：${String(resetFor?.username ?? '')}`}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        onCancel={() => setResetFor(null)}
        onOk={async () => {
          const { password } = await resetForm.validateFields();
          if (!resetFor) return;
          await http.put('api/users/resetPass', { id: resetFor.id, password });
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
    </>
  );
}
