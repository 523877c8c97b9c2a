import { useCallback, useEffect, useState } from 'react';
import { App, Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Tabs, Upload, type UploadProps } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { AuthInfo } from '@ohit/contracts';
import { ruleOf, validatePassword } from '../../config/domain';
import { http } from '../../http/request';
import { t } from '../../i18n';
import { logoutAndReload } from '../../layout/logout';
import { session } from '../../session/session-store';
import { formatDate } from '../system/common';
import { MySignature } from './MySignature';
import { useUserImage } from './user-image';

function imageUpload(path: string, field: string, onDone: () => void, onWrongType: () => void): UploadProps {
  return {
    accept: 'image/*',
    showUploadList: false,
    beforeUpload: (file) => {
      if (!file.type.startsWith('image/')) {
        onWrongType();
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    customRequest: async ({ file, onSuccess, onError }) => {
      const body = new FormData();
      body.append(field, file as Blob);
      try {
        const res = await http.post(path, body);
        onSuccess?.(res);
        onDone();
      } catch (e) {
        onError?.(e as Error);
      }
    },
  };
}

export default function UserCenter() {
  const { message } = App.useApp();
  const [info, setInfo] = useState<AuthInfo | null>(null);
  const [form] = Form.useForm<{ oldPass: string; newPass: string; confirmPass: string }>();
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    const res = await http.get<AuthInfo>('auth/info');
    setInfo(res);
    session.setInfo(res);
  }, []);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const user = info?.user;
  const avatar = useUserImage(user?.id, 'avatar', user?.avatar);
  const uploaded = () => {
    message.success(t('common.uploadSuccess'));
    void load().catch(() => undefined);
  };
  const wrongType = () => message.error(t('center.imageOnly'));

  const changePassword = async () => {
    const { oldPass, newPass } = await form.validateFields();
    setSaving(true);
    try {
      await http.put('api/users/updatePass', { oldPass, newPass });
      message.success(t('center.passChanged'));
      await logoutAndReload();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={9}>
        <Card title={t('center.profile')}>
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <Avatar size={96} src={avatar} icon={<UserOutlined />} />
            <div style={{ marginTop: 8 }}>
              <Upload {...imageUpload('api/users/updateAvatar', 'avatar', uploaded, wrongType)}>
                <Button size="small" icon={<UploadOutlined />}>{t('center.uploadAvatar')}</Button>
              </Upload>
            </div>
          </div>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('center.username')}>{user?.username}</Descriptions.Item>
            <Descriptions.Item label={t('center.nickName')}>{user?.nickName}</Descriptions.Item>
            <Descriptions.Item label={t('center.phone')}>{user?.phone}</Descriptions.Item>
            <Descriptions.Item label={t('center.email')}>{user?.email}</Descriptions.Item>
            <Descriptions.Item label={t('center.organization')}>{user?.organization?.name}</Descriptions.Item>
            <Descriptions.Item label={t('center.expiryDate')}>{formatDate(user?.expiryDate)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card>
          <Tabs
            items={[
              {
                key: 'security',
                label: t('center.changePassword'),
                children: (
                  <Form form={form} labelCol={{ span: 5 }} style={{ maxWidth: 480 }}>
                    <Form.Item label={t('center.oldPass')} name="oldPass" rules={[{ required: true, message: t('common.required', { field: t('center.oldPass') }) }]}>
                      <Input.Password autoComplete="current-password" />
                    </Form.Item>
                    <Form.Item label={t('center.newPass')} name="newPass" rules={[{ required: true, message: t('common.required', { field: t('center.newPass') }) }, ruleOf(validatePassword)]}>
                      <Input.Password autoComplete="new-password" />
                    </Form.Item>
                    <Form.Item
                      label={t('center.confirmPass')}
                      name="confirmPass"
                      dependencies={['newPass']}
                      rules={[
                        { required: true, message: t('common.required', { field: t('center.confirmPass') }) },
                        ({ getFieldValue }) => ({
                          validator: async (_r, v) => {
                            if (v && v !== getFieldValue('newPass')) throw new Error(t('center.passMismatch'));
                          },
                        }),
                      ]}
                    >
                      <Input.Password autoComplete="new-password" />
                    </Form.Item>
                    <Form.Item wrapperCol={{ offset: 5 }}>
                      <Button type="primary" loading={saving} onClick={() => void changePassword().catch(() => undefined)}>{t('common.save')}</Button>
                    </Form.Item>
                  </Form>
                ),
              },
              {
                key: 'signature',
                label: t('signatures.mine.title'),
                children: <MySignature userId={user?.id} signatureKey={user?.signature} onSaved={() => void load().catch(() => undefined)} />,
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
