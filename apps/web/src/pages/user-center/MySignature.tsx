import { useRef, useState } from 'react';
import { Alert, Button, Card, Col, Image, Row, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { http } from '../../http/request';
import { t } from '../../i18n';
import { ui } from '../../ui/bridge';
import { SignaturePad, type SignaturePadHandle } from '../../ui/signature-pad/SignaturePad';
import { useUserImage } from './user-image';

/** The route that keeps the caller's signature image (png/jpeg up to 1 MB, field `file`). */
export const MY_SIGNATURE_UPLOAD = 'api/users/upload/sign';
const MAX_BYTES = 1024 * 1024;

async function store(file: Blob, name: string): Promise<void> {
  const body = new FormData();
  body.append('file', file, name);
  await http.post(MY_SIGNATURE_UPLOAD, body);
}

/**
 * 我的签名: the signature shown on the reports the user approves — uploaded as an image or drawn on
 * the pad (a finger on a phone) — under the privacy page's promise. The image is kept through the
 * storage port and read back only through the authorised user route.
 */
export function MySignature({ userId, signatureKey, onSaved }: { userId: number | undefined; signatureKey: string | null | undefined; onSaved: () => void }) {
  const current = useUserImage(userId, 'signature', signatureKey);
  const pad = useRef<SignaturePadHandle>(null);
  const [busy, setBusy] = useState(false);

  const saved = () => {
    ui.success(t('signatures.mine.saved'));
    onSaved();
  };

  const saveDrawn = async () => {
    const blob = await pad.current?.toBlob();
    if (!blob) return ui.warning(t('signatures.mine.empty'));
    setBusy(true);
    try {
      await store(blob, 'signature.png');
      pad.current?.clear();
      saved();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="my-signature">
      <Alert type="info" showIcon message={t('signatures.mine.privacy')} style={{ marginBottom: 16 }} data-testid="signature-privacy" />
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Card size="small" title={t('signatures.mine.current')} style={{ marginBottom: 16 }}>
            <div style={{ minHeight: 96, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fafafa' }}>
              {signatureKey && current ? (
                <Image src={current} alt={t('signatures.mine.title')} style={{ maxHeight: 120 }} data-testid="signature-image" />
              ) : (
                <Typography.Text type="secondary">{t('signatures.mine.none')}</Typography.Text>
              )}
            </div>
            <div style={{ marginTop: 12 }}>
              <Upload
                accept="image/png,image/jpeg"
                showUploadList={false}
                beforeUpload={(file) => {
                  if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > MAX_BYTES) {
                    ui.error(t('signatures.mine.uploadHint'));
                    return Upload.LIST_IGNORE;
                  }
                  return true;
                }}
                customRequest={async ({ file, onSuccess, onError }) => {
                  try {
                    await store(file as Blob, (file as File).name || 'signature.png');
                    onSuccess?.(null);
                    saved();
                  } catch (e) {
                    onError?.(e as Error);
                  }
                }}
              >
                <Button icon={<UploadOutlined />} data-testid="signature-upload">
                  {t('signatures.mine.upload')}
                </Button>
              </Upload>
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                {t('signatures.mine.uploadHint')}
              </Typography.Paragraph>
            </div>
          </Card>
        </Col>
        <Col xs={24} md={14}>
          <Card size="small" title={t('signatures.mine.draw')}>
            <Typography.Paragraph type="secondary">{t('signatures.mine.drawHint')}</Typography.Paragraph>
            <SignaturePad ref={pad} testId="signature-pad" />
            <Button type="primary" style={{ marginTop: 12 }} loading={busy} onClick={() => void saveDrawn().catch(() => undefined)} data-testid="signature-save">
              {t('signatures.mine.save')}
            </Button>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
