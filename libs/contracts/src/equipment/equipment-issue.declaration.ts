/**
 * 设备出入库 (menu 设备管理 › 设备出入库): an instrument issued to a project and brought back —
 * who issued it, to whom, for which project, when, when it is expected back, and how it came
 * back (归还 / 损坏归还 / 报告遗失, equipmentIssueStateMachine; the reason says what is wrong).
 * Issuing refuses an instrument that is not usable (out of service, calibration lapsed) or still
 * out (equipment module's rules).
 */
import type { ResourceDeclaration } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';

export const EQUIPMENT_ISSUE: ResourceDeclaration = {
  name: 'equipmentIssue',
  title: '设备出入库',
  url: 'api/eqpIn',
  engine: 'generic',
  table: 'equipment_issues',
  organisationScoped: true,
  permission: 'eqpIn',
  actions: ['add', 'edit', 'del', 'export', 'codePattern'],
  autoCode: { field: 'code', sequence: 'equipmentIssue', defaultPattern: 'CK-{yyyy}-{seq:4}' },
  // a record issued by mistake may be deleted while the instrument is still out; afterwards it is the trail
  workflow: { field: 'state', machine: 'equipmentIssue', deletableIn: ['issued'] },
  fields: [
    { name: 'code', type: 'string', label: '出库单号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 150 },
    {
      name: 'equipment',
      column: 'equipment_id',
      type: 'reference',
      label: '设备',
      required: true,
      reference: { resource: 'equipment', labelField: 'name', carry: { equipmentCode: 'code', equipmentModel: 'model' } },
      searchable: 'exact',
      sortable: true,
      width: 180,
    },
    {
      name: 'project',
      column: 'project_id',
      type: 'reference',
      label: '项目',
      required: true,
      reference: { resource: 'project', labelField: 'name', carry: { projectCode: 'code' } },
      searchable: 'exact',
      sortable: true,
      width: 150,
    },
    { name: 'state', type: 'dictionary', label: '状态', options: stateOptions('equipmentIssue'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 100 },
    // blank: the person who records the issue
    { name: 'issuedBy', column: 'issued_by_id', type: 'user', label: '出库人', searchable: 'exact' },
    { name: 'receiver', column: 'receiver_id', type: 'user', label: '领用人', required: true, searchable: 'exact', sortable: true },
    // blank: now
    { name: 'issueTime', type: 'datetime', label: '出库时间', searchable: 'range', sortable: true, width: 160 },
    // 7 → due back within 7 days, overdue included
    { name: 'expectedReturnDate', type: 'date', label: '预计归还日期', searchable: 'withinDays', sortable: true },
    { name: 'returnTime', type: 'datetime', label: '归还时间', readOnly: true, importable: false, searchable: 'range', sortable: true, width: 160 },
    { name: 'returnedTo', column: 'returned_to_id', type: 'user', label: '归还接收人', readOnly: true, importable: false, hidden: true },
    { name: 'returnRemark', type: 'text', label: '归还情况', readOnly: true, importable: false, maxLength: 500 },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  detailRoute: { name: 'eqpInDetail', query: { code: 'code', belongProject: 'project', organizationId: 'organizationId' } },
};
