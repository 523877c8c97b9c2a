import { SITE_SURVEY } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';

/** 现场调查 (项目与现场 › 现场调查): the generic list over the survey declaration; a row opens its detail page (route siteSurveyDetail). */
export default function SiteSurveyList() {
  return <ResourceList declaration={SITE_SURVEY} />;
}
