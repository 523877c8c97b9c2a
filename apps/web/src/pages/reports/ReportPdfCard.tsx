import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { REPORT, REPORT_PDF_FINAL_STATES, REPORT_PDF_JOB, type ResourceDeclaration, type ResourceRow } from '@ohit/contracts';
import { JobFileButton } from '../../jobs/JobFileButton';
import { usePermission } from '../../permission/Permission';
import { attachmentApi } from '../../resources/detail/section-api';
import { formatDate } from '../system/common';
import { reportApi } from './report-api';
import { REPORT_PDF_TEXT as T } from './report-pdf-text';

const time = (value: unknown) => (value ? new Date(String(value)).getTime() : NaN);

/**
 * 报告PDF on a report version's page: 生成PDF (the reportPdf job — progress here and in the jobs
 * drawer) for whoever holds the screen's 导出 button, as POST api/report/:id/pdf requires; the PDF
 * last printed with 下载PDF, its SHA-256 and when it was printed (the row reloads when the job
 * is done). An issued version's PDF is its record and is not printed again; a PDF older than the
 * last 编制 says so.
 */
export function ReportPdfCard({ row, view, reload }: { row: ResourceRow; view: ResourceDeclaration; reload: () => void }) {
  const { message } = App.useApp();
  const mayExport = usePermission([`${view.permission}:export`]);
  const [downloading, setDownloading] = useState(false);
  const pdfId = row.pdfAttachmentId === null || row.pdfAttachmentId === undefined ? null : Number(row.pdfAttachmentId);
  const fixed = REPORT_PDF_FINAL_STATES.includes(String(row.state)) && pdfId !== null;
  const compiled = !!row.compiledAt;
  const stale = pdfId !== null && time(row.compiledAt) > time(row.pdfRenderedAt);

  const download = async () => {
    if (pdfId === null) return;
    setDownloading(true);
    try {
      await attachmentApi(view, row.id).download({ id: pdfId, fileName: `${String(row.code ?? '报告')}（第${Number(row.reportVersion)}版）.pdf` });
      message.success(T.downloaded);
    } catch {
      // the request layer has shown the server's message
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card size="small" title={T.title} data-testid="report-pdf-card">
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        {mayExport && !fixed && compiled && (
          <JobFileButton start={() => reportApi.pdf(row.id)} jobType={REPORT_PDF_JOB.name} resource={REPORT.name} testId="report-pdf" onCompleted={reload} />
        )}
        {mayExport && !compiled && <Typography.Text type="secondary">{T.notCompiled}</Typography.Text>}
        {fixed && <Typography.Text type="secondary">{T.issuedFixed}</Typography.Text>}
        {stale && <Alert type="warning" showIcon message={T.stale} data-testid="report-pdf-stale" />}
        {pdfId === null ? (
          <Typography.Text type="secondary" data-testid="report-pdf-none">
            {T.none}
          </Typography.Text>
        ) : (
          <Descriptions size="small" column={1} bordered data-testid="report-pdf-file">
            <Descriptions.Item label={T.title}>
              <Button type="link" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()} style={{ padding: 0 }} data-testid="report-pdf-file-download">
                {T.download}
              </Button>
            </Descriptions.Item>
            <Descriptions.Item label={T.sha256}>
              <Typography.Text code copyable data-testid="report-pdf-sha256">
                {String(row.pdfSha256 ?? '')}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={T.renderedAt}>
              <span data-testid="report-pdf-rendered-at">{formatDate(row.pdfRenderedAt, true)}</span>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Space>
    </Card>
  );
}
