/**
 * 人员授权 (menu 实验室 › 人员授权, route /staffAuthorization): who may analyse by which method
 * (ISO/IEC 17025 6.2). One row per organisation, person and method: the method (its standard and
 * hazard carried), the instrument family (the method's, or chosen), from when and until when
 * the person is authorised, by whom, the training and the qualification behind it, and the
 * person's work experience as an attachment. Only a person authorised for a sample's method on
 * the day may be given the sample (样品分发, 改派) — apps/api/src/modules/staff-authorizations.
 */
import type { AttachmentSlot, ResourceDeclaration } from '../resources/resource-declaration';
import { INSTRUMENT_FAMILY_OPTIONS } from '../methods/instrument-families';

/** 工作经历: the person's CV and records of experience. */
export const WORK_EXPERIENCE_SLOT: AttachmentSlot = { name: 'workExperience', label: '工作经历', accept: ['pdf', 'jpg', 'jpeg', 'png', 'docx'], maxBytes: 10 * 1024 * 1024 };

/**
 * The spec's upload endpoint for a person's work experience (multipart `file` + the
 * authorisation's `id`, optional `reason`) → the slot it fills: the same attachment as
 * `POST api/staffAuthorization/:id/attachments/workExperience`.
 */
export const STAFF_AUTHORIZATION_UPLOAD_ENDPOINTS: Readonly<Record<string, string>> = {
  'api/ohitUserWorkExperience/upload': WORK_EXPERIENCE_SLOT.name,
};

export const STAFF_AUTHORIZATION: ResourceDeclaration = {
  name: 'staffAuthorization',
  title: '人员授权',
  url: 'api/staffAuthorization',
  engine: 'generic',
  table: 'staff_authorizations',
  organisationScoped: true,
  permission: 'staffAuthorization',
  actions: ['add', 'edit', 'del', 'export', 'import'],
  fields: [
    { name: 'user', column: 'user_id', type: 'user', label: '人员', required: true, searchable: 'exact', sortable: true, width: 100 },
    {
      name: 'method',
      column: 'method_id',
      type: 'reference',
      label: '授权方法',
      required: true,
      reference: { resource: 'labMethod', labelField: 'methodName', carry: { standardNo: 'standardNo', hazardName: 'hazardName' } },
      searchable: 'exact',
      width: 220,
    },
    // blank: the method's own family
    { name: 'instrumentFamily', type: 'dictionary', label: '仪器类别', options: INSTRUMENT_FAMILY_OPTIONS, searchable: 'in', width: 110 },
    { name: 'authorisedFrom', type: 'date', label: '授权日期', required: true, searchable: 'range', sortable: true, width: 110 },
    // 30 → lapsing within 30 days, lapsed ones included
    { name: 'authorisedUntil', type: 'date', label: '授权有效期至', required: true, searchable: 'withinDays', sortable: true, width: 170 },
    { name: 'authorisedBy', column: 'authorised_by_id', type: 'user', label: '授权人', width: 90 },
    { name: 'training', type: 'text', label: '培训记录', maxLength: 2000, hidden: true },
    { name: 'qualification', type: 'string', label: '资格证书', maxLength: 100, width: 150 },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  attachments: [WORK_EXPERIENCE_SLOT],
};
