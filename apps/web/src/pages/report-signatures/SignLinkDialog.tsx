import { type ReactElement, useCallback, useState } from 'react';
import { Alert, Descriptions, Form, InputNumber, Modal, Radio, Typography } from 'antd';
import { SIGN_LINK_DEFAULT_DAYS, SIGN_LINK_MAX_DAYS, type SignLinkAudience, type SignLinkCreated } from '@ohit/contracts';
import { t } from '../../i18n';
import type { DetailContext } from '../../resources/detail/ResourceDetailPage';
import { signLinkApi } from './sign-link-api';

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/**
 * 生成签字链接 on a report version's page: for 用人单位 or 技术服务机构, lasting 7 days unless said
 * otherwise; the one-time address is shown once, to copy and send (only its digest is kept).
 * `open` is the page's action for the `signLink` command, `dialog` its element.
 */
export function useSignLinkAction(): { open: (ctx: DetailContext) => void; dialog: ReactElement } {
  const [ctx, setCtx] = useState<DetailContext | null>(null);
  const [made, setMade] = useState<SignLinkCreated | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ audience: SignLinkAudience; days: number }>();

  const open = useCallback(
    (c: DetailContext) => {
      setMade(null);
      setCtx(c);
    },
    [],
  );
  const close = () => {
    setCtx(null);
    setMade(null);
  };
  const create = async () => {
    if (!ctx) return;
    const { audience, days } = await form.validateFields();
    setBusy(true);
    try {
      setMade(await signLinkApi.create(ctx.row.id, { audience, days }));
      ctx.reload();
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <Modal
      open={ctx !== null}
      title={t('signatures.link.title')}
      onCancel={close}
      onOk={made ? close : () => void create().catch(() => undefined)}
      okText={made ? t('signatures.link.close') : t('signatures.link.create')}
      cancelButtonProps={made ? { style: { display: 'none' } } : undefined}
      confirmLoading={busy}
      destroyOnHidden
    >
      {made ? (
        <div data-testid="sign-link-made">
          <Alert type="warning" showIcon message={t('signatures.link.onceOnly')} style={{ marginBottom: 12 }} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('signatures.link.url')}>
              <Typography.Paragraph copyable={{ text: made.url }} style={{ marginBottom: 0, wordBreak: 'break-all' }} data-testid="sign-link-url">
                {made.url}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('signatures.link.audience')}>{t(`signatures.link.${made.audience}`)}</Descriptions.Item>
            <Descriptions.Item label={t('signatures.link.expiresAt')}>{`${when(made.expiresAt)}（${t('signatures.link.forVersion', { version: made.reportVersion })}）`}</Descriptions.Item>
          </Descriptions>
        </div>
      ) : (
        <Form form={form} layout="vertical" preserve={false} initialValues={{ audience: 'employer', days: SIGN_LINK_DEFAULT_DAYS }} data-testid="sign-link-form">
          <Form.Item name="audience" label={t('signatures.link.audience')} rules={[{ required: true }]}>
            <Radio.Group
              options={[
                { value: 'employer', label: t('signatures.link.employer') },
                { value: 'org', label: t('signatures.link.org') },
              ]}
            />
          </Form.Item>
          <Form.Item name="days" label={t('signatures.link.days')} extra={t('signatures.link.daysHint', { max: SIGN_LINK_MAX_DAYS })} rules={[{ required: true }]}>
            <InputNumber min={1} max={SIGN_LINK_MAX_DAYS} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
  return { open, dialog };
}
