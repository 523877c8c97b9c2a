import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Descriptions, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { publicSignPdfPath, publicSignPreviewPath, type PublicSignResult, type PublicSignView } from '@ohit/contracts';
import { HttpError } from '../../../http/errors';
import { apiUrl } from '../../../http/request';
import { t } from '../../../i18n';
import { SignaturePad, type SignaturePadHandle } from '../../../ui/signature-pad/SignaturePad';
import { publicSignApi } from './public-sign-api';
import { SigningFrame } from './SigningFrame';

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'gone'; message: string }
  | { kind: 'failed' }
  | { kind: 'shown'; view: PublicSignView }
  | { kind: 'signed'; result: PublicSignResult };

/** What a refused link reads: 404 invalid, 410 the server's own words (已使用, 已过期 …). */
function refused(e: unknown): State {
  if (e instanceof HttpError && e.statusCode === 404) return { kind: 'invalid' };
  if (e instanceof HttpError && e.statusCode === 410) return { kind: 'gone', message: e.message };
  return { kind: 'failed' };
}

const when = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/**
 * A public signing page (/technicalServiceSign, /unitSignature; no login): the one-time link's
 * token names the report version. The signer reads it (the printed preview in a script-less frame,
 * the PDF when there is one), writes their name, draws the signature with a finger (the pad takes
 * touch) and confirms; the link then says it is used. A used, expired or replaced link says so
 * plainly, in the server's words.
 */
export function SignReportPage({ title }: { title: string }) {
  const { modal } = App.useApp();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);

  useEffect(() => {
    if (!token) return setState({ kind: 'invalid' });
    let live = true;
    setState({ kind: 'loading' });
    publicSignApi
      .view(token)
      .then((view) => live && setState({ kind: 'shown', view }))
      .catch((e: unknown) => live && setState(refused(e)));
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const send = async () => {
    const blob = await pad.current?.toBlob();
    if (!name.trim()) return setProblem(t('signatures.sign.nameRequired'));
    if (!blob) return setProblem(t('signatures.sign.padEmpty'));
    setProblem(null);
    modal.confirm({
      title: t('signatures.sign.confirmTitle'),
      content: t('signatures.sign.confirmContent'),
      onOk: async () => {
        setBusy(true);
        try {
          setState({ kind: 'signed', result: await publicSignApi.sign(token, name.trim(), blob) });
        } catch (e) {
          // a 400 (the name) stays on the page; a link gone meanwhile says so
          if (e instanceof HttpError && e.statusCode === 400) setProblem(e.message);
          else setState(refused(e));
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <SigningFrame title={title}>
      {state.kind === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {state.kind === 'invalid' && (
        <div data-testid="sign-invalid">
          <Result status="404" title={t('signatures.sign.invalid')} subTitle={t('signatures.sign.invalidHint')} />
        </div>
      )}
      {state.kind === 'gone' && (
        <div data-testid="sign-gone">
          <Result status="warning" title={state.message} subTitle={t('signatures.sign.goneHint')} />
        </div>
      )}
      {state.kind === 'failed' && (
        <Result status="warning" title={t('signatures.sign.loadFailed')} extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t('signatures.sign.retry')}</Button>} />
      )}
      {state.kind === 'signed' && (
        <div data-testid="sign-done">
          <Result
            status="success"
            title={t('signatures.sign.done')}
            subTitle={t('signatures.sign.doneDetail', {
              name: state.result.signerName,
              time: when(state.result.signedAt),
              reportNo: state.result.reportNo ?? t('signatures.sign.noNumber'),
              version: state.result.reportVersion,
            })}
          />
        </div>
      )}
      {state.kind === 'shown' && (
        <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="sign-page">
          <Card size="small" title={state.view.title}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('signatures.sign.reportNo')}>{state.view.reportNo ?? t('signatures.sign.noNumber')}</Descriptions.Item>
              <Descriptions.Item label={t('signatures.sign.version')}>{t('signatures.sign.versionText', { version: state.view.reportVersion })}</Descriptions.Item>
              <Descriptions.Item label={t('signatures.sign.employer')}>{state.view.employerName}</Descriptions.Item>
              <Descriptions.Item label={t('signatures.sign.organisation')}>{state.view.organisationName}</Descriptions.Item>
              <Descriptions.Item label={t('signatures.sign.party')}>{state.view.audienceLabel}</Descriptions.Item>
              <Descriptions.Item label={t('signatures.sign.expiresAt')}>{when(state.view.expiresAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card
            size="small"
            title={t('signatures.sign.previewTitle')}
            extra={
              state.view.hasPdf ? (
                <a href={apiUrl(publicSignPdfPath(token))} target="_blank" rel="noopener noreferrer" data-testid="sign-pdf">
                  {t('signatures.sign.openPdf')}
                </a>
              ) : null
            }
          >
            <Typography.Paragraph type="secondary">{t('signatures.sign.readHint')}</Typography.Paragraph>
            {/* the report as it prints: no script runs in the frame */}
            <iframe
              title={t('signatures.sign.previewTitle')}
              src={apiUrl(publicSignPreviewPath(token))}
              sandbox=""
              style={{ width: '100%', height: '60vh', border: '1px solid #e5e6eb', borderRadius: 6, background: '#fff' }}
              data-testid="sign-preview"
            />
          </Card>
          <Card size="small" title={t('signatures.sign.signTitle')}>
            <Space direction="vertical" size={12} style={{ width: '100%' }}>
              <label>
                <Typography.Text>{t('signatures.sign.signerName')}</Typography.Text>
                <Input
                  value={name}
                  maxLength={50}
                  placeholder={t('signatures.sign.signerNamePlaceholder')}
                  onChange={(e) => setName(e.target.value)}
                  autoComplete="name"
                  size="large"
                  data-testid="sign-name"
                />
              </label>
              <Typography.Text type="secondary">{t('signatures.sign.padHint')}</Typography.Text>
              <SignaturePad ref={pad} testId="sign-pad" />
              {problem && (
                <Typography.Text type="danger" role="alert" data-testid="sign-problem">
                  {problem}
                </Typography.Text>
              )}
              <Button type="primary" size="large" block loading={busy} onClick={() => void send()} data-testid="sign-confirm">
                {t('signatures.sign.confirm')}
              </Button>
            </Space>
          </Card>
        </Space>
      )}
    </SigningFrame>
  );
}
