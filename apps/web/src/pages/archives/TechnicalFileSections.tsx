import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, DownloadOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TechnicalFileDocument, TechnicalFileItem, TechnicalFileReport, TechnicalFileView } from '@ohit/contracts';
import { t } from '../../i18n';
import { archiveApi } from './archive-api';
import { useFileLinks } from './file-links';

interface TechnicalFileState {
  view: TechnicalFileView | null;
  failed: boolean;
  reload: () => void;
}

/** The archive's technical file (GET api/archive/:id/technicalFile), read again whenever `revision` moves. */
function useTechnicalFile(archiveId: number, revision: string): TechnicalFileState {
  const [view, setView] = useState<TechnicalFileView | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    archiveApi.technicalFile(archiveId).then(
      (v) => live && setView(v),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [archiveId, revision, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { view, failed, reload };
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`);

function Mark({ item }: { item: TechnicalFileItem }) {
  if (!item.required) return <MinusCircleOutlined style={{ color: '#999' }} aria-label={t('archive.requiredNo')} />;
  return item.present ? (
    <CheckCircleFilled style={{ color: '#52c41a' }} aria-label="✓" data-mark="✓" />
  ) : (
    <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-label="✗" data-mark="✗" />
  );
}

/** 资料清单: each item ✓/✗ with what is there, what is missing and the page to see it. */
function Checklist({ view }: { view: TechnicalFileView }) {
  const linkOf = useFileLinks();
  return (
    <Card
      size="small"
      title={t('archive.checklist')}
      data-testid="archive-checklist"
      extra={view.complete ? <Tag color="green">{t('archive.complete')}</Tag> : <Tag color="red">{t('archive.incomplete')}</Tag>}
    >
      <Table<TechnicalFileItem>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={view.items}
        onRow={(i) => ({ 'data-testid': `checklist-${i.key}`, 'data-present': String(i.present) }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'mark', width: 40, render: (_: unknown, i) => <Mark item={i} /> },
          { key: 'label', title: t('archive.item'), dataIndex: 'label', width: 160 },
          { key: 'required', title: t('archive.required'), width: 70, render: (_: unknown, i) => (i.required ? t('archive.requiredYes') : t('archive.requiredNo')) },
          { key: 'detail', title: t('archive.detail'), render: (_: unknown, i) => i.detail ?? '—' },
          {
            key: 'missing',
            title: t('archive.missing'),
            render: (_: unknown, i) =>
              i.missing.length === 0 ? (
                '—'
              ) : (
                <Space direction="vertical" size={0}>
                  {i.missing.map((m) => (
                    <Typography.Text key={m} type="danger">
                      {m}
                    </Typography.Text>
                  ))}
                </Space>
              ),
          },
          {
            key: 'link',
            width: 70,
            render: (_: unknown, i) => {
              const to = linkOf(i.link);
              return to ? <Link to={to}>{t('archive.open')}</Link> : null;
            },
          },
        ]}
      />
    </Card>
  );
}

/** 文件目录: every file of the technical file with the record it belongs to, downloadable from the archive. */
function Documents({ archiveId, documents }: { archiveId: number; documents: TechnicalFileDocument[] }) {
  const linkOf = useFileLinks();
  return (
    <Card size="small" title={`${t('archive.documents')}（${documents.length}）`} data-testid="archive-documents">
      <Table<TechnicalFileDocument>
        size="small"
        rowKey="attachmentId"
        pagination={documents.length > 20 ? { pageSize: 20, size: 'small' } : false}
        dataSource={documents}
        locale={{ emptyText: t('archive.noDocuments') }}
        columns={[
          { key: 'group', title: t('archive.group'), dataIndex: 'group', width: 120 },
          {
            key: 'source',
            title: t('archive.source'),
            render: (_: unknown, d) => {
              const to = linkOf(d.link);
              return to ? <Link to={to}>{d.source}</Link> : d.source;
            },
          },
          { key: 'title', title: t('archive.title'), dataIndex: 'title' },
          { key: 'file', title: t('archive.file'), dataIndex: 'fileName' },
          { key: 'size', title: t('archive.size'), width: 90, render: (_: unknown, d) => size(d.size) },
          {
            key: 'download',
            width: 80,
            render: (_: unknown, d) => (
              <Button
                size="small"
                type="link"
                icon={<DownloadOutlined />}
                onClick={() => void archiveApi.download(archiveId, d.attachmentId, d.fileName).catch(() => undefined)}
                data-testid={`archive-download-${d.attachmentId}`}
              >
                {t('archive.download')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** 报告版本: every version of the project's report, its state, its PDF (downloadable) and the PDF's SHA-256. */
function Reports({ archiveId, reports }: { archiveId: number; reports: TechnicalFileReport[] }) {
  const linkOf = useFileLinks();
  return (
    <Card size="small" title={t('archive.reports')} data-testid="archive-reports">
      <Table<TechnicalFileReport>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={reports}
        locale={{ emptyText: t('archive.noReports') }}
        columns={[
          {
            key: 'code',
            title: t('archive.reportCode'),
            render: (_: unknown, r) => {
              const to = linkOf(r.link);
              return to ? <Link to={to}>{r.code}</Link> : r.code;
            },
          },
          { key: 'version', title: t('archive.reportVersion'), width: 80, render: (_: unknown, r) => t('archive.reportVersionText', { version: r.reportVersion }) },
          { key: 'state', title: t('archive.reportState'), width: 120, dataIndex: 'stateLabel' },
          { key: 'issueDate', title: t('archive.issueDate'), width: 110, render: (_: unknown, r) => r.issueDate ?? '—' },
          { key: 'amendment', title: t('archive.amendment'), render: (_: unknown, r) => r.amendmentReason ?? '—' },
          {
            key: 'pdf',
            title: t('archive.pdf'),
            render: (_: unknown, r) =>
              r.pdfAttachmentId === null ? (
                <Typography.Text type="secondary">{t('archive.pdfMissing')}</Typography.Text>
              ) : (
                <Space direction="vertical" size={0}>
                  <Button size="small" type="link" icon={<DownloadOutlined />} onClick={() => void archiveApi.download(archiveId, r.pdfAttachmentId as number, `${r.code}（第${r.reportVersion}版）.pdf`).catch(() => undefined)}>
                    {t('archive.download')}
                  </Button>
                  {r.pdfSha256 && (
                    <Typography.Text type="secondary" style={{ fontSize: 11, fontFamily: 'monospace' }} copyable={{ text: r.pdfSha256 }}>
                      {t('archive.sha256')} {r.pdfSha256.slice(0, 16)}…
                    </Typography.Text>
                  )}
                </Space>
              ),
          },
        ]}
      />
    </Card>
  );
}

/** The archive page's own sections: the checklist, the documents and the report versions (read again when `revision` moves). */
export function TechnicalFileSections({ archiveId, revision }: { archiveId: number; revision: string }) {
  const file = useTechnicalFile(archiveId, revision);
  if (file.failed && !file.view) {
    return (
      <Result
        status="warning"
        title={t('archive.loadFailed')}
        extra={
          <Button onClick={file.reload} data-testid="archive-retry">
            {t('archive.retry')}
          </Button>
        }
      />
    );
  }
  if (!file.view) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="technical-file">
      <Checklist view={file.view} />
      <Documents archiveId={archiveId} documents={file.view.documents} />
      <Reports archiveId={archiveId} reports={file.view.reports} />
    </Space>
  );
}
