/**
 * 档案管理 (menu 档案管理 /qualityControlNew): a project's technical file (档案, domain.md §1) — one
 * row per project, numbered per organisation and year (DA-2026-0001), 在编 while its documents
 * are gathered and 已归档 once 项目归档 passes the checklist (the project moves to 已归档 in the same
 * transaction). Archived, the project's records are read-only and kept until `retainUntil`
 * (the organisation's retention years from the archive date); the box and shelf of the paper
 * file (案卷号, 存放位置) stay editable. Paper scans go into the `affix` slot (the spec's
 * api/evaluationUnit/affix/upload). The detail page (/qualityControlNew/index/page/detail, also
 * reached as /qualityControl/index/page/detail) shows the checklist, the documents and the
 * report versions.
 */
import type { AttachmentSlot, ResourceDeclaration } from '../resources/resource-declaration';
import { PROJECT_ROW_FIELDS } from '../projects/project-row-fields';
import { stateOptions } from '../resources/workflows';

/** The detail route of an archive (the spec's /qualityControlNew/index/page → detail) and its twin under 质量控制. */
export const ARCHIVE_DETAIL_ROUTE = 'qualityControlNewDetail';
export const ARCHIVE_QC_DETAIL_ROUTE = 'qualityControlDetail';

/** Paper documents scanned into the file (signed paper forms, the client's letters…). */
export const ARCHIVE_AFFIX_SLOT: AttachmentSlot = {
  name: 'affix',
  label: '纸质资料扫描件',
  accept: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'zip'],
  maxBytes: 50 * 1024 * 1024,
};

/** Fields that record where the paper file lies: they may still change once the file is archived. */
export const ARCHIVE_STORAGE_FIELDS = ['boxNo', 'location', 'remark'] as const;

export const PROJECT_ARCHIVE: ResourceDeclaration = {
  name: 'projectArchive',
  title: '档案管理',
  url: 'api/archive',
  engine: 'generic',
  table: 'project_archives',
  organisationScoped: true,
  permission: 'archive',
  actions: ['add', 'edit', 'del', 'export', 'codePattern'],
  autoCode: { field: 'code', sequence: 'archive', defaultPattern: 'DA-{yyyy}-{seq:4}' },
  workflow: {
    field: 'state',
    machine: 'archive',
    // an archived file is never deleted; 项目归档 checks the technical file first (POST api/archive/:id/archive)
    deletableIn: ['compiling'],
    moduleEvents: ['archive'],
  },
  fields: [
    { name: 'code', type: 'string', label: '档案编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    ...PROJECT_ROW_FIELDS,
    { name: 'state', type: 'dictionary', label: '档案状态', options: stateOptions('archive'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 100 },
    { name: 'boxNo', type: 'string', label: '案卷号', maxLength: 50, searchable: 'contains', sortable: true, width: 110 },
    { name: 'location', type: 'string', label: '存放位置', maxLength: 100, searchable: 'contains', width: 140 },
    { name: 'archivedAt', type: 'datetime', label: '归档时间', readOnly: true, importable: false, searchable: 'range', sortable: true, width: 160 },
    { name: 'archivedBy', column: 'archived_by', type: 'user', label: '归档人', readOnly: true, importable: false, width: 90 },
    { name: 'retentionYears', type: 'integer', label: '保存年限（年）', readOnly: true, importable: false, width: 110 },
    { name: 'retainUntil', type: 'date', label: '保存期限至', readOnly: true, importable: false, searchable: 'range', sortable: true, width: 110 },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  // the issued projects without an archive yet (签发 opens one; projects issued before, or by another path, get theirs here)
  listCommands: [{ name: 'prepare', label: '生成档案', confirm: '为报告已签发、尚未建档的项目生成档案？' }],
  attachments: [ARCHIVE_AFFIX_SLOT],
  // one file per project: the link names the project (and the file's number)
  detailRoute: {
    name: ARCHIVE_DETAIL_ROUTE,
    query: { belongProject: 'belongProject', code: 'code', belongInspect: 'belongInspect', belongInspectName: 'belongInspectName', organizationId: 'organizationId' },
  },
};
