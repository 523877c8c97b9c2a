import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Result, Space, Table, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ResourceDeclaration, ResourceRow, ReportContent, ReportVersionView } from '@ohit/contracts';
import { t } from '../../i18n';
import { detailLocation } from '../../resources/detail-route';
import { useSession } from '../../session/session-store';
import { reportApi } from './report-api';

/** Where a version of the report opens (the screen's detail route with its number and version). */
export function useVersionLink(view: ResourceDeclaration): (v: { code: string; reportVersion: number; organizationId: number }) => string | null {
  const { menus } = useSession();
  return useCallback((v) => detailLocation(view, v, menus), [view, menus]);
}

/** 第 N 版, and 修改版 (orange) on an amendment: beside the report's title. */
export function VersionTags({ row }: { row: ResourceRow }) {
  return (
    <Space size={4}>
      <Tag data-testid="report-version">{t('reports.version', { version: Number(row.reportVersion) })}</Tag>
      {row.amends ? (
        <Tag color="orange" data-testid="report-amended">
          {t('reports.amended')}
        </Tag>
      ) : null}
    </Space>
  );
}

/** An amendment's notice (ISO/IEC 17025 7.8.8): the reason and the version it amends, with its link. */
export function AmendmentNotice({ row, view }: { row: ResourceRow; view: ResourceDeclaration }) {
  const link = useVersionLink(view);
  if (!row.amends) return null;
  const amends = Number(row.amendsVersion ?? Number(row.reportVersion) - 1);
  const to = link({ code: String(row.code), reportVersion: amends, organizationId: Number(row.organizationId) });
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="report-amendment"
      message={t('reports.amendmentTitle')}
      description={
        <Space direction="vertical" size={4}>
          <span>{t('reports.amendmentText', { code: String(row.code), amends, reason: String(row.amendmentReason ?? '') })}</span>
          {to && <Link to={to}>{t('reports.amendsLink', { amends })}</Link>}
        </Space>
      }
    />
  );
}

/**
 * The report as it will print (the server's HTML of the compiled content, in a frame that runs no
 * script), with the compiler's warnings above it (points that cannot be judged, refused samples).
 * Read again when the row changes (重新编制) and on 刷新预览.
 */
export function ReportPreview({ id, revision }: { id: number; revision: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [content, setContent] = useState<ReportContent | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    const [page, compiled] = await Promise.allSettled([reportApi.preview(id), reportApi.content(id)]);
    if (page.status === 'fulfilled') setHtml(page.value);
    else setFailed(true);
    if (compiled.status === 'fulfilled') setContent(compiled.value);
  }, [id]);
  useEffect(() => {
    void load();
  }, [load, revision]);

  const warnings = content?.warnings ?? [];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {warnings.length > 0 && (
        <Alert
          type="info"
          showIcon
          data-testid="report-warnings"
          message={t('reports.warningsTitle')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          }
        />
      )}
      <Card
        size="small"
        title={t('reports.previewTitle')}
        data-testid="report-preview"
        extra={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void load()}>
            {t('reports.previewReload')}
          </Button>
        }
      >
        {failed ? (
          <Result status="warning" title={t('reports.previewFailed')} />
        ) : (
          <iframe
            title={t('reports.previewTitle')}
            data-testid="report-preview-frame"
            srcDoc={html ?? ''}
            sandbox=""
            style={{ width: '100%', height: 820, border: 'none', background: '#fff' }}
          />
        )}
      </Card>
    </Space>
  );
}

/** Every version of the report's number, the one shown marked, the others linked (the original and its amendments). */
export function ReportVersions({ id, revision, view }: { id: number; revision: string; view: ResourceDeclaration }) {
  const [versions, setVersions] = useState<ReportVersionView[] | null>(null);
  const link = useVersionLink(view);
  useEffect(() => {
    let live = true;
    reportApi.versions(id).then(
      (rows) => live && setVersions(rows),
      () => live && setVersions([]),
    );
    return () => {
      live = false;
    };
  }, [id, revision]);
  return (
    <Card size="small" title={t('reports.versionsTitle')} data-testid="report-versions">
      <Table<ReportVersionView>
        rowKey="id"
        size="small"
        loading={versions === null}
        dataSource={versions ?? []}
        pagination={false}
        columns={[
          {
            key: 'version',
            title: t('reports.versionsTitle'),
            render: (_: unknown, v) => {
              const label = t('reports.version', { version: v.reportVersion });
              if (v.id === id) return <Tag color="blue">{`${label}（${t('reports.versionCurrent')}）`}</Tag>;
              const to = link(v);
              return to ? (
                <Link to={to} data-testid={`report-version-link-${v.reportVersion}`}>
                  {label}
                </Link>
              ) : (
                label
              );
            },
          },
          { key: 'state', title: t('reports.versionState'), dataIndex: 'stateLabel' },
          { key: 'compiledAt', title: t('reports.versionCompiledAt'), render: (_: unknown, v) => (v.compiledAt ? new Date(v.compiledAt).toLocaleString('zh-CN', { hour12: false }) : '') },
          { key: 'issueDate', title: t('reports.versionIssueDate'), dataIndex: 'issueDate' },
          { key: 'reason', title: t('reports.versionReason'), dataIndex: 'amendmentReason' },
        ]}
      />
    </Card>
  );
}
