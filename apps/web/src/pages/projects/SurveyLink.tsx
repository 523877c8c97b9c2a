import { useMemo } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { SITE_SURVEY, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { detailLocator, pathOfNamedRoute } from '../../resources/detail-route';
import { useSession } from '../../session/session-store';

/** Project states in which the project has (or may start) its site survey. */
const SURVEY_STATES = new Set(['surveying', 'sampling', 'testing', 'reporting', 'issued', 'suspended', 'archived']);

/**
 * 现场调查 on a project's page: opens the project's survey page (which offers to start the
 * survey when there is none), for users whose menus hold that page, once the survey has begun.
 */
export function SurveyLink({ project }: { project: ResourceRow }) {
  const navigate = useNavigate();
  const { menus } = useSession();
  const route = SITE_SURVEY.detailRoute?.name ?? '';
  const reachable = useMemo(() => pathOfNamedRoute(menus, route) !== null, [menus, route]);
  if (!reachable || !SURVEY_STATES.has(String(project.state)) || project.incomingSample === true) return null;
  const location = detailLocator(SITE_SURVEY, menus)({
    belongProject: project.id,
    projectCode: project.code,
    belongInspect: project.belongInspect,
    belongInspectName: project.belongInspectName,
    checkType: project.type,
    organizationId: project.organizationId,
  });
  return (
    <Button size="small" onClick={() => location && navigate(location)} data-testid="project-survey-link">
      {t('siteSurvey.open')}
    </Button>
  );
}
