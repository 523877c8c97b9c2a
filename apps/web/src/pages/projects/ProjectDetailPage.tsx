import { useSearchParams } from 'react-router';
import { PROJECT } from '@ohit/contracts';
import { readDetailId } from '../../resources/detail/detail-id';
import { ResourceDetailPage } from '../../resources/detail/ResourceDetailPage';
import { ProjectJudgements } from './ProjectJudgements';
import { SurveyLink } from './SurveyLink';

/** Tag colours of the project's states: work under way blue, done green, held amber, stopped red. */
const STATE_COLORS: Record<string, string> = {
  created: 'default',
  contracted: 'cyan',
  surveying: 'processing',
  sampling: 'processing',
  testing: 'processing',
  reporting: 'purple',
  issued: 'green',
  suspended: 'warning',
  archived: 'default',
  cancelled: 'error',
};

/** 项目详情 (hidden route projectDetail): the project named by belongProject in the URL, with its 检测结果判定. */
export default function ProjectDetailPage() {
  const [search] = useSearchParams();
  return (
    <ResourceDetailPage
      decl={PROJECT}
      id={readDetailId(search, 'belongProject')}
      stateColors={STATE_COLORS}
      renderExtra={({ row }) => <SurveyLink project={row} />}
      renderSections={({ row }) => <ProjectJudgements projectId={row.id} revision={String(row.version)} />}
    />
  );
}
