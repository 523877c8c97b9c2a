/**
 * 报告模板 (系统设置 › 报告模板, route /reportTemplate): what an organisation prints on its reports of
 * one template kind (定期检测, 评价检测, 监督检测, 来样检测) — its own cover picture (PNG/JPEG, the
 * newest file of the slot counts) and its own 声明, printed instead of the built-in terms. One row per
 * organisation and kind; a kind without a row prints the plain cover and the built-in terms. The
 * report's layout is the renderer's (docs/adr/0002-report-rendering.md): a Word (.docx) template is
 * not taken, only a picture and text.
 */
import type { AttachmentSlot, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';
import type { ReportTemplateKind } from './report-content';
import { INCOMING_REPORT_TEMPLATES, REPORT_TEMPLATE_OPTIONS, SITE_REPORT_TEMPLATES } from './report.declaration';

/** The most characters of an organisation's 声明 (a term a line). */
export const REPORT_STATEMENT_MAX = 2000;

/** 封面图片: printed on the report's cover above the title. Pictures only: the renderer embeds PNG and JPEG. */
export const REPORT_TEMPLATE_COVER_SLOT: AttachmentSlot = { name: 'cover', label: '封面图片', accept: ['png', 'jpg', 'jpeg'], maxBytes: 5 * 1024 * 1024 };

/**
 * The spec's report-template uploads (multipart `file` + the template row's `id`, optional `reason`):
 * each the row's cover picture, with the same command, rules and events as
 * `POST api/reportTemplate/:id/attachments/cover`. `templates` narrows the kinds a path serves:
 * jcbgModule the site reports', lyjcJcbgModule the incoming samples'.
 */
export const REPORT_TEMPLATE_UPLOAD_ENDPOINTS: Readonly<Record<string, { templates: readonly ReportTemplateKind[] | null }>> = {
  'api/jcbgModule/upload': { templates: SITE_REPORT_TEMPLATES },
  'api/lyjcJcbgModule/upload': { templates: INCOMING_REPORT_TEMPLATES },
  'api/projectJpbgFmModule/upload': { templates: null },
  'api/reportInfo/upload': { templates: null },
  'api/fileInfo/upload': { templates: null },
};

/** Which report type the row is for (one row per organisation and type); labels the kind in messages too. */
export const REPORT_TEMPLATE_KIND_FIELD: ResourceField = {
  name: 'template',
  type: 'dictionary',
  label: '报告类型',
  options: REPORT_TEMPLATE_OPTIONS,
  required: true,
  unique: true,
  searchable: 'in',
  sortable: true,
  width: 120,
};

export const REPORT_TEMPLATE: ResourceDeclaration = {
  name: 'reportTemplate',
  title: '报告模板',
  url: 'api/reportTemplate',
  engine: 'generic',
  table: 'report_templates',
  organisationScoped: true,
  permission: 'reportTemplate',
  actions: ['add', 'edit', 'del'],
  defaultSort: 'template,asc',
  fields: [
    REPORT_TEMPLATE_KIND_FIELD,
    { name: 'statement', type: 'text', label: '声明', maxLength: REPORT_STATEMENT_MAX, width: 420 },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, width: 200 },
  ],
  attachments: [REPORT_TEMPLATE_COVER_SLOT],
};
