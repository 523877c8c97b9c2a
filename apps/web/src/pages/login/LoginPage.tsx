import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import Cookies from 'js-cookie';
import type { CaptchaResponse } from '@ohit/contracts';
import { env } from '../../config/env';
import { settings } from '../../config/settings';
import { http } from '../../http/request';
import { t } from '../../i18n';
import { afterLoginTarget } from '../../router/guard';
import { authProvider, type LoginParams } from '../../providers/auth-provider';
import { readRemembered, saveRemembered } from './remember';

interface LoginForm {
  username: string;
  password: string;
  code: string;
  rememberMe: boolean;
}

export default function LoginPage() {
  const [form] = Form.useForm<LoginForm>();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const [captchaError, setCaptchaError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expiredNotice, setExpiredNotice] = useState(false);

  const refreshCaptcha = useCallback(async () => {
    try {
      const res = await http.get<CaptchaResponse>('auth/code', undefined, { silent: true });
      setCaptcha(res);
      setCaptchaError(false);
    } catch {
      setCaptcha(null);
      setCaptchaError(true);
    }
    form.setFieldValue('code', '');
  }, [form]);

  useEffect(() => {
    void refreshCaptcha();
    if (Cookies.get(settings.expiredCookie) !== undefined) {
      Cookies.remove(settings.expiredCookie);
      setExpiredNotice(true);
    }
  }, [refreshCaptcha]);

  const onFinish = async (values: LoginForm) => {
    setError(null);
    const payload: LoginParams = {
      username: values.username.trim(),
      password: values.password,
      code: values.code.trim(),
      uuid: captcha?.uuid ?? '',
      redirectTo: afterLoginTarget(search),
    };
    setPending(true);
    const result = await authProvider.login(payload).catch((e: Error) => ({ success: false, error: e, redirectTo: undefined }));
    setPending(false);
    if (result.success) {
      saveRemembered(payload.username, values.rememberMe);
      navigate(result.redirectTo ?? '/', { replace: true });
      return;
    }
    setError(result.error?.message || t('login.failed'));
    void refreshCaptcha();
  };

  const remembered = readRemembered();

  return (
    <div
      style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'linear-gradient(135deg, #0b3d6e 0%, #007873 100%)' }}
    >
      <Card style={{ width: 400 }} styles={{ body: { padding: '28px 28px 8px' } }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginBottom: 24 }}>
          {env.productTitle}
        </Typography.Title>
        {expiredNotice && <Alert type="warning" showIcon message={t('login.expired')} style={{ marginBottom: 16 }} />}
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form<LoginForm>
          form={form}
          size="large"
          onFinish={onFinish}
          initialValues={{ username: remembered.username, password: '', code: '', rememberMe: remembered.rememberMe }}
          aria-label={t('login.title')}
        >
          <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" aria-label={t('login.username')} />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" aria-label={t('login.password')} />
          </Form.Item>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="code" style={{ flex: 1 }} rules={[{ required: true, whitespace: true, message: t('login.codeRequired') }]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('login.code')} autoComplete="off" aria-label={t('login.code')} />
            </Form.Item>
            <div style={{ width: 120, height: 40, cursor: 'pointer' }} onClick={() => void refreshCaptcha()}>
              {captcha ? (
                <img src={captcha.img} alt={t('login.captchaAlt')} style={{ width: 120, height: 40 }} />
              ) : (
                <span style={{ fontSize: 12, lineHeight: '40px', color: '#999' }}>{captchaError ? t('login.captchaFailed') : t('app.loading')}</span>
              )}
            </div>
          </div>
          <Form.Item name="rememberMe" valuePropName="checked">
            <Checkbox>{t('login.rememberMe')}</Checkbox>
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" block loading={isPending}>
              {isPending ? t('login.submitting') : t('login.submit')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
    </div>
  );
}
