import { optionLabel, SITE_SURVEY, SITE_SURVEY_TEMPLATE, SURVEY_TEMPLATE_SECTIONS, validateRecord } from '@ohit/contracts';
import { badRequest } from '../../platform';

/** A 现场调查模板 row: which survey section, what it names, its 说明. */
export interface SurveyTemplateRow {
  section: string;
  name: string;
  detail: string | null;
}

/** The survey child a preset row fills, and that child's values (the section's name, detail and fixed fields). */
export function surveyChildOf(row: SurveyTemplateRow): { child: string; values: Record<string, unknown> } {
  const section = SURVEY_TEMPLATE_SECTIONS.find((s) => s.child === row.section);
  if (!section) throw new Error(`unknown survey template section ${row.section}`);
  const values: Record<string, unknown> = { [section.nameField]: row.name, ...(section.fixed ?? {}) };
  if (section.detailField && row.detail) values[section.detailField] = row.detail;
  return { child: section.child, values };
}

const SECTION = SITE_SURVEY_TEMPLATE.children?.[0]?.fields.find((f) => f.name === 'section') ?? { name: 'section', type: 'dictionary', label: '调查项目' };

/**
 * A preset row must be one the survey's section takes as it is (its lengths and rules), so a
 * pre-filled survey never fails on it: 400 in Chinese naming the section otherwise.
 */
export function checkSurveyTemplateRow(row: SurveyTemplateRow): void {
  const { child, values } = surveyChildOf(row);
  const fields = SITE_SURVEY.children?.find((c) => c.name === child)?.fields ?? [];
  const { errors } = validateRecord({ ...SITE_SURVEY, fields, workflow: undefined }, values, { partial: true });
  if (errors.length) throw badRequest(`${optionLabel(SECTION, row.section)}：${errors.map((e) => e.message).join('；')}`);
}
