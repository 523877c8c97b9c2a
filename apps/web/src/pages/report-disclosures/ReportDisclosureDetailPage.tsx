import { useEffect, useState } from 'react';
import { Alert, Button, Card, Result, Skeleton, Space } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { disclosureFactsPath, type DisclosureFactsView as Facts, type DisclosurePhotoView, REPORT_DISCLOSURE, type ResourceRow } from '@ohit/contracts';
import { request } from '../../http/request';
import { t } from '../../i18n';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';
import { DaysLeft, useDisclosureClock } from './days-left';
import { DisclosureFactsView, photoCaption } from './DisclosureFactsView';
import { publicDisclosurePage } from './DisclosureRowActions';

/** Waiting grey/blue, public green, withheld red, withdrawn amber. */
const STATE_COLORS: Record<string, string> = { pending: 'default', reviewed: 'processing', published: 'green', withheld: 'red', withdrawn: 'orange' };

/** A photo served only with the token: fetched and shown as an object URL (revoked when it goes). */
function AuthPhoto({ photo }: { photo: DisclosurePhotoView }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    request<Blob>(photo.url, { responseType: 'blob', silent: true })
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [photo.url]);
  if (failed) return <span>{t('reportDisclosure.photoFailed')}</span>;
  return url ? <img src={url} alt={photoCaption(photo)} style={{ width: 200, height: 150, objectFit: 'cover', borderRadius: 4 }} /> : <Skeleton.Image active />;
}

/** The disclosure's facts as the public page will show them. */
function FactsPreview({ row }: { row: ResourceRow }) {
  const [facts, setFacts] = useState<Facts | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    request<Facts>(disclosureFactsPath(row.id), { silent: true })
      .then((f) => live && setFacts(f))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [row.id]);
  return (
    <Card size="small" title={t('reportDisclosure.factsTitle')} data-testid="disclosure-preview">
      {failed ? <Result status="warning" title={t('reportDisclosure.factsFailed')} /> : facts ? <DisclosureFactsView facts={facts} renderPhoto={(p) => <AuthPhoto photo={p} />} /> : <Skeleton active />}
    </Card>
  );
}

function Deadline({ row }: { row: ResourceRow }) {
  const clock = useDisclosureClock();
  return (
    <Card size="small" title={t('reportDisclosure.deadlineTitle')} data-testid="disclosure-deadline">
      <Space wrap>
        <span>{t('reportDisclosure.deadlineText', { issueDate: String(row.issueDate ?? ''), deadline: String(row.deadline ?? '') })}</span>
        <DaysLeft row={row} clock={clock} />
      </Space>
      {row.deadlineCovered === false && <Alert style={{ marginTop: 8 }} type="warning" showIcon message={String(row.deadlineWarning ?? t('reportDisclosure.calendarWarning'))} />}
    </Card>
  );
}

/**
 * 报告公示详情 (/dataGovernance/reportFormula/index/page → detail, by the disclosure's number): the
 * row with its steps (审核通过, 发布, 退回, 不予公示, 撤回, 重新审核 — a reason asked where one is
 * required), the deadline and the working days left, the facts as the public page shows them, the
 * link to the public page once published, and the history with every reason.
 */
export default function ReportDisclosureDetailPage() {
  return (
    <CodeDetailPage
      decl={REPORT_DISCLOSURE}
      titleFields={['code', 'reportCode']}
      stateColors={STATE_COLORS}
      renderExtra={({ row }) =>
        row.state === 'published' ? (
          <Button icon={<EyeOutlined />} href={publicDisclosurePage(row.id)} target="_blank" rel="noopener noreferrer" data-testid="public-link">
            {t('reportDisclosure.preview')}
          </Button>
        ) : null
      }
      renderSections={({ row }) => (
        <>
          <Deadline row={row} />
          <FactsPreview row={row} />
        </>
      )}
    />
  );
}
