import type { ResourceField } from '../resources/resource-declaration';

/**
 * The fields that tie a stage's row to its project (the survey, the sampling plan, a sampling
 * day, an adjustment…): the project, carrying its code and check type, and the project's
 * inspected unit, which the server sets from the project (a filter and a label, never typed).
 */
export const PROJECT_ROW_FIELDS: readonly ResourceField[] = [
  {
    name: 'belongProject',
    column: 'project_id',
    type: 'reference',
    label: '项目名称',
    required: true,
    reference: { resource: 'project', labelField: 'name', carry: { projectCode: 'code', checkType: 'type' } },
    searchable: 'exact',
    sortable: true,
    width: 220,
  },
  {
    name: 'belongInspect',
    column: 'inspected_unit_id',
    type: 'reference',
    label: '受检单位',
    readOnly: true,
    reference: { resource: 'inspectedUnit', labelField: 'name' },
    searchable: 'exact',
    sortable: true,
    width: 200,
  },
];
