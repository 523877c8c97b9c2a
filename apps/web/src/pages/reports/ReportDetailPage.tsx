import { useEffect, useMemo, useState } from 'react';
import { App, Result, Space, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import type { ResourceDeclaration } from '@ohit/contracts';
import { t } from '../../i18n';
import { readDetailId } from '../../resources/detail/detail-id';
import { type DetailContext, ResourceDetailPage } from '../../resources/detail/ResourceDetailPage';
import { resourceApi } from '../../resources/resource-api';
import { reportApi } from './report-api';
import { ReportPdfCard } from './ReportPdfCard';
import { AmendmentNotice, ReportPreview, ReportVersions, VersionTags } from './ReportSections';
import { type ReportScreen, reportView } from './report-screens';
import { useSignLinkAction } from '../report-signatures/SignLinkDialog';

/** 编制中 blue, in approval purple, issued green, superseded grey. */
const STATE_COLORS: Record<string, string> = { compiling: 'processing', reviewing: 'purple', approving: 'purple', signing: 'purple', issued: 'green', superseded: 'default' };

type Lookup = { state: 'loading' } | { state: 'found'; id: number } | { state: 'notFound' };

/**
 * The version a report link names: its number (`code`, shared by the versions), the version
 * (`flag`, the newest when absent) and the organisation.
 */
function useReportVersionId(view: ResourceDeclaration, search: URLSearchParams): Lookup {
  const code = search.get('code')?.trim() || null;
  const version = readDetailId(search, 'flag');
  const organizationId = readDetailId(search, 'organizationId');
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  useEffect(() => {
    if (!code) return setLookup({ state: 'notFound' });
    let live = true;
    setLookup({ state: 'loading' });
    resourceApi(view)
      .list({ code, ...(organizationId ? { organizationId } : {}), size: 100 })
      .then(({ rows }) => {
        const same = rows.filter((r) => r.code === code && (organizationId === null || r.organizationId === organizationId));
        const hit = version === null ? same.sort((a, b) => Number(b.reportVersion) - Number(a.reportVersion))[0] : same.find((r) => Number(r.reportVersion) === version);
        if (live) setLookup(hit ? { state: 'found', id: hit.id } : { state: 'notFound' });
      })
      .catch(() => live && setLookup({ state: 'notFound' }));
    return () => {
      live = false;
    };
  }, [view, code, version, organizationId]);
  return lookup;
}

/**
 * A report version's page (hidden routes reportDetail and reportNewDetail): its number, state,
 * version and 修改版 marking in the header; the screen's buttons (重新编制, the approval steps, 修改报告);
 * the amendment's reason and the version it amends; the compiler's warnings and the report as it
 * will print; every version of the number; the history.
 */
export function ReportDetailPage({ screen }: { screen: ReportScreen }) {
  const [search] = useSearchParams();
  const { modal, message } = App.useApp();
  const view = useMemo(() => reportView(screen), [screen]);
  const lookup = useReportVersionId(view, search);
  // 生成签字链接: its own dialog (the one-time address is shown once)
  const signLink = useSignLinkAction();
  // 提交审批 is the approval flow's (api/reportApproval), not a bare transition of the report
  const onAction = useMemo(
    () => ({
      submit: ({ row, reload }: DetailContext) =>
        modal.confirm({
          title: t('reports.submitTitle'),
          content: t('reports.submitConfirm', { code: String(row.code) }),
          onOk: async () => {
            await reportApi.submit(row.id);
            message.success(t('reports.submitted'));
            reload();
          },
        }),
      signLink: signLink.open,
    }),
    [modal, message, signLink.open],
  );
  if (lookup.state === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (lookup.state === 'notFound') return <Result status="404" title={t('reports.notFound')} />;
  return (
    <>
      <ResourceDetailPage
        decl={view}
        id={lookup.id}
        titleFields={['code', 'belongProjectName']}
        stateColors={STATE_COLORS}
        onAction={onAction}
        renderExtra={({ row }) => <VersionTags row={row} />}
        renderSections={({ row, reload }) => (
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <AmendmentNotice row={row} view={view} />
            <ReportPdfCard row={row} view={view} reload={reload} />
            <ReportPreview id={row.id} revision={String(row.version)} />
            <ReportVersions id={row.id} revision={String(row.version)} view={view} />
          </Space>
        )}
      />
      {signLink.dialog}
    </>
  );
}
