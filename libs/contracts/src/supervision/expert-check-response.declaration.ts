/**
 * 质控检查答复 (/expertManage/checkResponse/index, prefix `expertCheckResponse`; a row's page
 * orgCheckResponsePage): the reviewed organisation's side of a 质控检查 of an expert task. 开始检查
 * opens one per check, as the ORGANISATION's row (its organisation_id is the organisation reviewed):
 * its own staff (by button permission) read the check — the task, the items checked, the experts'
 * opinions and, once given, the group conclusion (`GET …/:id/review`) — and write their 答复 and
 * 整改说明 with evidence, then 提交答复 (修改答复 after a submission needs a reason). The authority's
 * supervisor reads it through its zones (read only) and, on its own check, 接收机构答复 and closes —
 * it never writes this row; the organisation never writes the authority's check.
 */
import type { ResourceDeclaration } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';
import { authorityNameField, orgNameField } from './reference-block.fields';

export const EXPERT_CHECK_RESPONSE_PERMISSION = 'expertCheckResponse';

/** The read-only view of the check an answer is about (task, items, opinions, conclusion once given). */
export const EXPERT_CHECK_REVIEW_PATH = 'api/expertCheckResponse/:id/review';

export interface ExpertCheckReview {
  task: { code: string; name: string; taskTypeName: string; plannedStart: string | null; plannedEnd: string | null };
  check: { code: string; stateName: string; checkDate: string | null };
  items: { itemName: string; requirement: string | null; finding: string | null }[];
  opinions: { code: string; expertName: string; opinionDate: string | null; opinion: string; totalScore: string | null; items: { itemName: string; finding: string | null; severityName: string | null; score: string | null }[] }[];
  /** The group conclusion, once the check is concluded (null before). */
  conclusion: { gradeName: string | null; text: string | null } | null;
}

export const EXPERT_CHECK_RESPONSE: ResourceDeclaration = {
  name: 'expertCheckResponse',
  title: '质控检查答复',
  url: 'api/expertCheckResponse',
  engine: 'generic',
  table: 'expert_check_responses',
  organisationScoped: true,
  permission: EXPERT_CHECK_RESPONSE_PERMISSION,
  // opened by the task's 开始检查; the organisation answers it, never adds or deletes one
  actions: ['edit', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'expertCheckResponse', defaultPattern: 'ZKDF-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'expertCheckResponse', deletableIn: [], stamp: { submit: 'submittedDate' } },
  fields: [
    { name: 'code', type: 'string', label: '答复编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    { name: 'checkCode', type: 'string', label: '检查编号', readOnly: true, maxLength: 50, searchable: 'exact', sortable: true, width: 140 },
    { name: 'taskCode', type: 'string', label: '任务编号', readOnly: true, maxLength: 50, searchable: 'exact', width: 140 },
    { name: 'taskName', type: 'string', label: '任务名称', readOnly: true, maxLength: 200, searchable: 'contains', width: 200 },
    authorityNameField('检查单位', 180),
    orgNameField('被检查机构', 200, 200),
    { name: 'state', type: 'dictionary', label: '答复状态', options: stateOptions('expertCheckResponse'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 100 },
    { name: 'response', type: 'text', label: '机构答复', maxLength: 2000, hidden: true },
    { name: 'rectification', type: 'text', label: '整改说明', maxLength: 2000, hidden: true },
    { name: 'submittedDate', type: 'date', label: '答复日期', readOnly: true, width: 110 },
    { name: 'checkId', type: 'integer', label: '质控检查', readOnly: true, hidden: true, exportable: false },
  ],
  attachments: [{ name: 'evidence', label: '整改证明', accept: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx'], maxBytes: 20 * 1024 * 1024 }],
  detailRoute: { name: 'orgCheckResponsePage', query: { code: 'code', organizationId: 'organizationId' } },
};
