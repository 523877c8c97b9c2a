/**
 * A report version's signatures: who signed at which step (编制, 校核, 审核, 签发 … by the
 * organisation's staff; 技术服务机构 and 用人单位 by a one-time link), the signature image shown on
 * that version only, and what was signed — the SHA-256 of the compiled content and of the rendered
 * PDF at that moment. A later change (content compiled again, the PDF rendered anew with another
 * digest, the same step signed again) voids it, with the reason. Also the one-time signing links,
 * the public signing pages' API and the public verification page of an issued report.
 */
import type { AttachmentSlot, ChildCollection, FieldOption, ResourceField } from '../resources/resource-declaration';

/** The signature images of a version (the signer's own image, or one drawn on a signing page). */
export const REPORT_SIGNATURE_SLOT: AttachmentSlot = { name: 'signature', label: '签字图片', accept: ['png', 'jpg', 'jpeg'], maxBytes: 1024 * 1024 };

/** Who signs: the organisation's staff at an approval step, or an outside party through a link. */
export type SignatureAudience = 'staff' | 'org' | 'employer';
/** The parties a signing link is made for. */
export type SignLinkAudience = Exclude<SignatureAudience, 'staff'>;
export const SIGN_LINK_AUDIENCES: readonly SignLinkAudience[] = ['org', 'employer'];

export const SIGNATURE_AUDIENCE_OPTIONS: FieldOption[] = [
  { value: 'staff', label: '本机构审批' },
  { value: 'org', label: '技术服务机构' },
  { value: 'employer', label: '用人单位' },
];
export const SIGNATURE_AUDIENCE_LABELS: Readonly<Record<SignatureAudience, string>> = { staff: '本机构审批', org: '技术服务机构', employer: '用人单位' };

/** The public signing page of each party (spec §2: public routes). */
export const SIGN_PAGE_ROUTES: Readonly<Record<SignLinkAudience, string>> = { org: '/technicalServiceSign', employer: '/unitSignature' };

/** How long a signing link lasts unless the maker says otherwise, and at most. */
export const SIGN_LINK_DEFAULT_DAYS = 7;
export const SIGN_LINK_MAX_DAYS = 30;

export const REPORT_SIGNATURE_FIELDS: ResourceField[] = [
  { name: 'stepKey', type: 'string', label: '步骤标识', maxLength: 40, hidden: true },
  { name: 'stepName', type: 'string', label: '签字步骤', required: true, maxLength: 20 },
  { name: 'audience', type: 'dictionary', label: '签字方', options: SIGNATURE_AUDIENCE_OPTIONS, required: true },
  { name: 'signerName', type: 'string', label: '签字人', required: true, maxLength: 50 },
  { name: 'signerUser', column: 'signer_user_id', type: 'user', label: '签字账号', hidden: true },
  { name: 'reportVersion', type: 'integer', label: '报告版本' },
  // the image on the version (a `signature` attachment); none when the signer keeps no image (the name is printed)
  { name: 'attachmentId', type: 'integer', label: '签字图片', hidden: true, exportable: false },
  { name: 'contentSha256', type: 'string', label: '内容摘要（SHA-256）', maxLength: 64, hidden: true },
  { name: 'pdfSha256', type: 'string', label: 'PDF摘要（SHA-256）', maxLength: 64 },
  { name: 'signedAt', type: 'datetime', label: '签字时间' },
  { name: 'voided', type: 'boolean', label: '已失效', defaultValue: false },
  { name: 'voidReason', type: 'string', label: '失效原因', maxLength: 500 },
];

/** Written only by the signing commands (approval steps, signing links) and voided by a later change. */
export const REPORT_SIGNATURES_CHILD: ChildCollection = {
  name: 'signatures',
  title: '签字记录',
  table: 'report_signatures',
  parentColumn: 'report_id',
  fields: REPORT_SIGNATURE_FIELDS,
  readOnly: true,
};

const id = (value: number | string) => encodeURIComponent(String(value));

/** POST (permission `<prefix>:signLink`): a one-time link for one party to sign this version. */
export const reportSignLinksPath = (reportId: number | string): string => `api/report/${id(reportId)}/signLinks`;

export interface CreateSignLinkBody {
  audience: SignLinkAudience;
  /** Days the link lasts: 1 to SIGN_LINK_MAX_DAYS, SIGN_LINK_DEFAULT_DAYS when absent. */
  days?: number;
}

/** The link as made: its address is shown once (only its digest is kept). */
export interface SignLinkCreated {
  url: string;
  audience: SignLinkAudience;
  reportId: number;
  reportVersion: number;
  expiresAt: string;
}

export const PUBLIC_SIGN_URL = 'api/public/sign';
export const publicSignPath = (token: string): string => `${PUBLIC_SIGN_URL}/${id(token)}`;
/** The version as the signer reads it: the printed preview (HTML, no script). */
export const publicSignPreviewPath = (token: string): string => `${PUBLIC_SIGN_URL}/${id(token)}/preview`;
/** The version's rendered PDF, when one of its current content exists. */
export const publicSignPdfPath = (token: string): string => `${PUBLIC_SIGN_URL}/${id(token)}/pdf`;

/** GET api/public/sign/:token — what the signing page shows before the signer signs. */
export interface PublicSignView {
  audience: SignLinkAudience;
  audienceLabel: string;
  reportNo: string | null;
  reportVersion: number;
  title: string;
  employerName: string;
  organisationName: string;
  expiresAt: string;
  /** A PDF of the current content to read (else the preview only). */
  hasPdf: boolean;
}

/** POST api/public/sign/:token (multipart): `signerName` and the drawn PNG in `image`. */
export interface PublicSignResult {
  signerName: string;
  signedAt: string;
  reportNo: string | null;
  reportVersion: number;
}

/** The plain words of a link that no longer works (410) or never did (404). */
export const SIGN_LINK_MESSAGES = {
  unknown: '签字链接无效',
  used: '该签字链接已使用',
  expired: '该签字链接已过期',
  superseded: '该报告已有新版本，此签字链接已失效',
  changed: '报告内容已变更，此签字链接已失效，请联系检测机构重新获取',
  issued: '报告已签发，此签字链接已失效',
} as const;

export const REPORT_VERIFY_URL = 'api/public/reportVerify';
export const REPORT_VERIFY_ROUTE = '/reportVerify';

/** The issued PDF's digital signature as checked on the server (the stored file, by verifyPdfSignature). */
export interface ReportDigitalSignatureView {
  valid: boolean;
  problem: string | null;
  signer: string | null;
  signedAt: string | null;
  certificateFingerprint: string | null;
  /** Signed with the demo's self-signed certificate (never an organisation's). */
  demo: boolean;
}

/** GET api/public/reportVerify?no=&v= — one issued version of a number (a number is per organisation: usually one match). */
export interface ReportVerifyView {
  reportNo: string;
  reportVersion: number;
  organisationName: string;
  employerName: string;
  issueDate: string | null;
  /** SHA-256 of the issued PDF; null while it is being made. */
  pdfSha256: string | null;
  /** 修改版: an amendment of an earlier version, with its reason. */
  amended: boolean;
  amendsVersion: number | null;
  amendmentReason: string | null;
  /** Replaced by a later version (已作废（被替代）): which one. */
  supersededBy: number | null;
  digitalSignature: ReportDigitalSignatureView | null;
}
