/**
 * 项目调整 (menu 项目与现场 › 项目调整; /siteSample/projectAdjustment/blkSampleInfo → details,
 * pageSampling): what changed in the field against the approved plan, each with its reason —
 * re-sampling (补采: which sample, how many more), a sampling point moved (from → to), and field
 * blank samples added (空白样: type and count). A 补采 or 空白样 adds that many samples to the
 * project's samples, numbered like the plan's, so they are recorded and handed over like any other.
 */
import type { FieldOption, ResourceDeclaration } from '../resources/resource-declaration';
import { PROJECT_ROW_FIELDS } from '../projects/project-row-fields';

export const ADJUSTMENT_KIND_OPTIONS: FieldOption[] = [
  { value: 'resample', label: '补采' },
  { value: 'changePoint', label: '点位变更' },
  { value: 'blank', label: '空白样' },
];

export const BLANK_TYPE_OPTIONS: FieldOption[] = [
  { value: 'field', label: '现场空白' },
  { value: 'transport', label: '运输空白' },
];

/** At most this many samples added by one adjustment (a typo of 1000 would print a thousand labels). */
export const MAX_ADJUSTMENT_COUNT = 50;

export const PROJECT_ADJUSTMENT: ResourceDeclaration = {
  name: 'projectAdjustment',
  title: '项目调整',
  url: 'api/projectAdjustment',
  engine: 'generic',
  table: 'project_adjustments',
  organisationScoped: true,
  permission: 'projectAdjustment',
  actions: ['add', 'edit', 'export'],
  fields: [
    ...PROJECT_ROW_FIELDS,
    { name: 'kind', type: 'dictionary', label: '调整类型', options: ADJUSTMENT_KIND_OPTIONS, required: true, searchable: 'in', sortable: true, width: 100 },
    { name: 'adjustDate', type: 'date', label: '调整日期', required: true, searchable: 'range', sortable: true },
    // 补采: the sample taken again (its plan row gives the new samples' hazard and point)
    { name: 'sampleId', type: 'integer', label: '原样品', hidden: true, exportable: false },
    { name: 'sampleCode', type: 'string', label: '原样品编号', readOnly: true, maxLength: 50, searchable: 'exact' },
    { name: 'hazard', type: 'string', label: '检测因素', maxLength: 200, vocabulary: { name: 'hazard' } },
    { name: 'count', type: 'integer', label: '数量', validators: ['nonNegativeInteger'], defaultValue: 0 },
    // 点位变更
    { name: 'originalPoint', type: 'string', label: '原采样点', maxLength: 100 },
    { name: 'newPoint', type: 'string', label: '调整后采样点', maxLength: 100 },
    // 空白样
    { name: 'blankType', type: 'dictionary', label: '空白样类型', options: BLANK_TYPE_OPTIONS },
    { name: 'addedCodes', type: 'text', label: '新增样品编号', readOnly: true, importable: false, maxLength: 2000 },
    { name: 'reason', type: 'text', label: '调整原因', required: true, maxLength: 500 },
  ],
  detailRoute: {
    name: 'projectAdjustmentSampling',
    query: { belongProject: 'belongProject', code: 'projectCode', belongInspect: 'belongInspect', belongInspectName: 'belongInspectName', type: 'checkType', organizationId: 'organizationId' },
  },
};
