import { Button, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { permissionCodes, SITE_SURVEY, type AttachmentSlot, type ChildCollection } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { useSession } from '../../session/session-store';
import { AttachmentList } from '../../resources/detail/AttachmentList';
import { ChildTable } from '../../resources/detail/ChildTable';
import { readDetailId } from '../../resources/detail/detail-id';
import { ResourceDetailPage, type DetailContext } from '../../resources/detail/ResourceDetailPage';
import { SurveyPostSelect } from './SurveyPostSelect';
import { useRowOfProject } from '../../resources/detail/use-row-of-project';

const STATE_COLORS: Record<string, string> = { draft: 'processing', submitted: 'purple', finished: 'green' };

/**
 * 现场调查详情 (hidden route siteSurveyDetail, /siteSample/siteSurvey/details): the survey of the
 * project named by belongProject — its facts, every section (posts, post hazards naming those
 * posts, equipment…), the flow diagrams, material sheets and layout drawings, and its history;
 * a project without a survey offers to start one. Sections change only while 调查中 (the server
 * refuses otherwise: '该项目已结束调查').
 */
export default function SiteSurveyDetailPage() {
  const [search] = useSearchParams();
  const projectId = readDetailId(search, 'belongProject');
  const { roles } = useSession();
  const survey = useRowOfProject(SITE_SURVEY, projectId);
  const may = (action: string) => checkPermission(roles, permissionCodes(SITE_SURVEY, action));

  if (projectId === null) return <Result status="warning" title={t('siteSurvey.missingProject')} />;
  if (survey.failed) return <Result status="404" title={t('resourceDetail.notFound')} />;
  if (survey.rowId === undefined) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (survey.rowId === null) {
    return (
      <Result
        status="info"
        title={t('siteSurvey.noSurvey')}
        subTitle={t('siteSurvey.noSurveyHint')}
        extra={
          may('add') && (
            <Button type="primary" loading={survey.creating} onClick={() => void survey.create()} data-testid="survey-create">
              {t('siteSurvey.create')}
            </Button>
          )
        }
      />
    );
  }

  const open = (c: DetailContext) => c.row.state === 'draft';
  const renderChild = (child: ChildCollection, c: DetailContext) => (
    <ChildTable
      decl={SITE_SURVEY}
      child={child}
      parentId={c.row.id}
      canEdit={open(c) && may(child.action ?? 'edit')}
      onChanged={c.reload}
      editInputs={child.name === 'postHazards' ? { post: () => <SurveyPostSelect surveyId={c.row.id} /> } : undefined}
    />
  );
  const renderAttachments = (slots: AttachmentSlot[], c: DetailContext) => (
    <AttachmentList decl={SITE_SURVEY} slots={slots} parentId={c.row.id} canEdit={open(c) && may('edit')} onChanged={c.reload} />
  );
  return (
    <ResourceDetailPage
      decl={SITE_SURVEY}
      id={survey.rowId}
      titleFields={['projectCode', 'belongProjectName']}
      stateColors={STATE_COLORS}
      renderChild={renderChild}
      renderAttachments={renderAttachments}
    />
  );
}
