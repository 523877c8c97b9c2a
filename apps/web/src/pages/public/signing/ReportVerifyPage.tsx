import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { ReportVerifyView } from '@ohit/contracts';
import { HttpError } from '../../../http/errors';
import { t } from '../../../i18n';
import { PublicLayout } from '../PublicLayout';
import { publicSignApi } from './public-sign-api';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'notFound' } | { kind: 'failed' } | { kind: 'shown'; reports: ReportVerifyView[] };

/** The number and version the QR code names (`no`, `v` a positive whole number), or null. */
function wanted(params: URLSearchParams): { no: string; v: number } | null {
  const no = params.get('no')?.trim() ?? '';
  const v = Number(params.get('v') ?? '');
  return no && Number.isSafeInteger(v) && v >= 1 ? { no, v } : null;
}

/** SHA-256 of a file, computed in the browser (nothing is uploaded); null where the browser cannot. */
async function fileSha256(file: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares a PDF the visitor holds with the issued one's digest, on the visitor's machine. */
function FileCheck({ sha256 }: { sha256: string }) {
  const [answer, setAnswer] = useState<{ type: 'success' | 'error' | 'warning'; text: string } | null>(null);
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('signatures.verify.checkHint')}</Typography.Text>
      <Upload
        accept="application/pdf,.pdf"
        showUploadList={false}
        beforeUpload={(file) => {
          void fileSha256(file).then((digest) =>
            setAnswer(
              digest === null
                ? { type: 'warning', text: t('signatures.verify.noDigest') }
                : digest === sha256
                  ? { type: 'success', text: t('signatures.verify.same') }
                  : { type: 'error', text: t('signatures.verify.different') },
            ),
          );
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} data-testid="verify-file">
          {t('signatures.verify.chooseFile')}
        </Button>
      </Upload>
      {answer && <Alert type={answer.type} showIcon message={answer.text} data-testid="verify-file-answer" />}
    </Space>
  );
}

function IssuedReport({ report }: { report: ReportVerifyView }) {
  const sig = report.digitalSignature;
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <span>{report.reportNo}</span>
          <Tag>{t('signatures.sign.versionText', { version: report.reportVersion })}</Tag>
          {report.amended && <Tag color="orange">{t('signatures.verify.amended')}</Tag>}
        </Space>
      }
      data-testid="verify-report"
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        {report.supersededBy !== null && <Alert type="warning" showIcon message={t('signatures.verify.superseded', { version: report.supersededBy })} />}
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('signatures.verify.reportNo')}>{report.reportNo}</Descriptions.Item>
          <Descriptions.Item label={t('signatures.verify.version')}>
            {t('signatures.sign.versionText', { version: report.reportVersion })}
            {report.amended && report.amendsVersion !== null && (
              <Typography.Text type="secondary"> {t('signatures.verify.amendedDetail', { version: report.amendsVersion, reason: report.amendmentReason ?? '' })}</Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('signatures.verify.organisation')}>{report.organisationName}</Descriptions.Item>
          <Descriptions.Item label={t('signatures.verify.employer')}>{report.employerName}</Descriptions.Item>
          <Descriptions.Item label={t('signatures.verify.issueDate')}>{report.issueDate ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t('signatures.verify.sha256')}>
            {report.pdfSha256 ? (
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }} data-testid="verify-sha256">
                {report.pdfSha256}
              </Typography.Text>
            ) : (
              t('signatures.verify.pending')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('signatures.verify.signature')}>
            {sig ? (
              <Space direction="vertical" size={2}>
                {sig.valid ? <Tag color="green">{t('signatures.verify.signatureValid')}</Tag> : <Tag color="red">{`${t('signatures.verify.signatureInvalid')}${sig.problem ? `：${sig.problem}` : ''}`}</Tag>}
                {sig.signer && <Typography.Text>{`${t('signatures.verify.signer')}：${sig.signer}`}</Typography.Text>}
                {sig.signedAt && <Typography.Text type="secondary">{`${t('signatures.verify.signedAt')}：${new Date(sig.signedAt).toLocaleString('zh-CN')}`}</Typography.Text>}
                {sig.demo && <Typography.Text type="warning">{t('signatures.verify.demo')}</Typography.Text>}
              </Space>
            ) : (
              t('signatures.verify.signatureNone')
            )}
          </Descriptions.Item>
        </Descriptions>
        {report.pdfSha256 && (
          <Card size="small" type="inner" title={t('signatures.verify.checkFile')}>
            <FileCheck sha256={report.pdfSha256} />
          </Card>
        )}
      </Space>
    </Card>
  );
}

/**
 * /reportVerify?no=…&v=… (no login; the QR code printed on every page of a report opens it): the
 * issued version's number, version (修改版 marked), organisation, employer, issue date and the
 * SHA-256 of its issued PDF, the PDF's digital signature as the server checked it, and a check of
 * a file the visitor holds against that digest.
 */
export default function ReportVerifyPage() {
  const [params] = useSearchParams();
  const query = wanted(params);
  const no = query?.no ?? null;
  const v = query?.v ?? null;
  const [state, setState] = useState<State>(query ? { kind: 'loading' } : { kind: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (no === null || v === null) return setState({ kind: 'missing' });
    let live = true;
    setState({ kind: 'loading' });
    publicSignApi
      .verify(no, v)
      .then((reports) => live && setState({ kind: 'shown', reports }))
      .catch((e: unknown) => live && setState({ kind: e instanceof HttpError && e.statusCode === 404 ? 'notFound' : 'failed' }));
    return () => {
      live = false;
    };
  }, [no, v, attempt]);

  return (
    <PublicLayout>
      <Typography.Title level={3}>{t('signatures.verify.title')}</Typography.Title>
      {state.kind === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {state.kind === 'missing' && <Result status="info" title={t('signatures.verify.missing')} />}
      {state.kind === 'notFound' && (
        <div data-testid="verify-not-found">
          <Result status="404" title={t('signatures.verify.notFound')} />
        </div>
      )}
      {state.kind === 'failed' && (
        <Result status="warning" title={t('signatures.verify.loadFailed')} extra={<Button onClick={() => setAttempt((n) => n + 1)}>{t('signatures.verify.retry')}</Button>} />
      )}
      {state.kind === 'shown' && (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {state.reports.map((r) => (
            <IssuedReport key={`${r.organisationName}-${r.reportNo}-${r.reportVersion}`} report={r} />
          ))}
        </Space>
      )}
    </PublicLayout>
  );
}
