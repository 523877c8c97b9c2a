export { contactHoursProblem, surveyPostProblem, type SurveyPostFacts } from './survey-facts';
