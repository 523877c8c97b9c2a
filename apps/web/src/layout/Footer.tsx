import { lazy, Suspense, useState } from 'react';
import { Button, Divider, Modal, Spin } from 'antd';
import { AGREEMENT_DIALOG_WIDTH } from '@ohit/domain';
import { t } from '../i18n';
import { footerConfig } from '../settings/footer-config';

const PrivacyPolicy = lazy(() => import('../pages/privacy/policies').then((m) => ({ default: m.PrivacyPolicy })));
const CertificateAgreement = lazy(() => import('../pages/privacy/policies').then((m) => ({ default: m.CertificateAgreement })));

type Which = 'privacy' | 'certificate' | null;

/** Footer (spec §2): text, case number and the two 850px agreement dialogs (no backdrop close). */
export function Footer() {
  const [open, setOpen] = useState<Which>(null);
  const close = () => setOpen(null);
  return (
    <footer data-testid="footer" style={{ textAlign: 'center', padding: '8px 12px 12px', color: '#888', fontSize: 12 }}>
      <span>{footerConfig.text}</span>
      {footerConfig.caseNumber && (
        <>
          <Divider type="vertical" />
          <a href={footerConfig.caseNumberUrl} target="_blank" rel="noopener noreferrer" style={{ color: '#888' }}>
            {t('footer.caseNumberPrefix')}
            {footerConfig.caseNumber}
          </a>
        </>
      )}
      <Divider type="vertical" />
      <Button type="link" size="small" style={{ padding: 0, fontSize: 12 }} onClick={() => setOpen('privacy')}>
        {t('footer.privacy')}
      </Button>
      <Divider type="vertical" />
      <Button type="link" size="small" style={{ padding: 0, fontSize: 12 }} onClick={() => setOpen('certificate')}>
        {t('footer.certificate')}
      </Button>
      <Modal
        open={open !== null}
        width={AGREEMENT_DIALOG_WIDTH}
        maskClosable={false}
        title={open === 'certificate' ? t('footer.certificateTitle') : t('footer.privacy')}
        onCancel={close}
        footer={<Button type="primary" onClick={close}>{t('footer.close')}</Button>}
        styles={{ body: { maxHeight: '65vh', overflowY: 'auto' } }}
        data-testid="agreement-dialog"
      >
        <Suspense fallback={<Spin />}>{open === 'certificate' ? <CertificateAgreement /> : open === 'privacy' ? <PrivacyPolicy /> : null}</Suspense>
      </Modal>
    </footer>
  );
}
