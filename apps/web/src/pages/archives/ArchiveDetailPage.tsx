import { App, Button, Input, Result, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { permissionCodes, PROJECT_ARCHIVE } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { useSession } from '../../session/session-store';
import { readDetailId } from '../../resources/detail/detail-id';
import { ResourceDetailPage, type DetailContext } from '../../resources/detail/ResourceDetailPage';
import { useRowOfProject } from '../../resources/detail/use-row-of-project';
import { archiveApi } from './archive-api';
import { ArchiveZipButton } from './ArchiveZipButton';
import { TechnicalFileSections } from './TechnicalFileSections';

const STATE_COLORS: Record<string, string> = { compiling: 'processing', archived: 'green' };

/** The archive's page once found: the generic page with the technical file, 项目归档 and 打包下载. */
function ArchiveOfProject({ archiveId }: { archiveId: number }) {
  const { modal } = App.useApp();
  const { roles } = useSession();
  const may = (action: string) => checkPermission(roles, permissionCodes(PROJECT_ARCHIVE, action));

  /** 项目归档: confirmed with an optional remark; the server refuses with every missing document named (shown by the request layer). */
  const archive = (ctx: DetailContext) => {
    let reason = '';
    modal.confirm({
      title: t('archive.archiveTitle'),
      content: (
        <div data-testid="archive-confirm">
          <Typography.Paragraph>{t('archive.archiveConfirm')}</Typography.Paragraph>
          <Input.TextArea maxLength={500} rows={2} placeholder={t('archive.reason')} onChange={(e) => (reason = e.target.value)} data-testid="archive-reason" />
        </div>
      ),
      okText: t('archive.archive'),
      onOk: async () => {
        try {
          await archiveApi.archive(ctx.row.id, ctx.row.version, reason.trim() || undefined);
          ctx.reload();
        } catch {
          // the request layer has shown why (资料不全 with the list); the page stays as it was
        }
      },
    });
  };

  return (
    <ResourceDetailPage
      decl={PROJECT_ARCHIVE}
      id={archiveId}
      titleFields={['code', 'projectCode', 'belongProjectName']}
      stateColors={STATE_COLORS}
      onAction={{ archive }}
      renderExtra={(ctx) => may('zip') && <ArchiveZipButton archiveId={ctx.row.id} />}
      // the technical file is read again whenever the archive row moves (项目归档, a box change, a scan added…)
      renderSections={(ctx) => <TechnicalFileSections archiveId={ctx.row.id} revision={String(ctx.row.version)} />}
    />
  );
}

/**
 * 档案详情 (hidden routes /qualityControlNew/index/page/detail and /qualityControl/index/page/detail,
 * one page): the archive of the project named by belongProject — its number, box and shelf,
 * retention, paper scans and history; the technical file's checklist (✓/✗ with what is missing and
 * the record page to fix it), every document (downloadable) and the report versions; 项目归档 and
 * 打包下载 (a job in the jobs drawer). A project without an archive offers to open one.
 */
export default function ArchiveDetailPage() {
  const [search] = useSearchParams();
  const projectId = readDetailId(search, 'belongProject');
  const { roles } = useSession();
  const archive = useRowOfProject(PROJECT_ARCHIVE, projectId);

  if (projectId === null) return <Result status="warning" title={t('archive.missingProject')} />;
  if (archive.failed) return <Result status="404" title={t('resourceDetail.notFound')} />;
  if (archive.rowId === undefined) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (archive.rowId === null) {
    return (
      <Result
        status="info"
        title={t('archive.noArchive')}
        subTitle={t('archive.noArchiveHint')}
        extra={
          checkPermission(roles, permissionCodes(PROJECT_ARCHIVE, 'add')) && (
            <Button type="primary" loading={archive.creating} onClick={() => void archive.create()} data-testid="archive-create">
              {t('archive.create')}
            </Button>
          )
        }
      />
    );
  }
  return <ArchiveOfProject archiveId={archive.rowId} />;
}
