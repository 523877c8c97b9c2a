/** Figures of the privacy and digital-certificate agreements (spec §1, §9). */
export const PRIVACY_ACCESS_REPLY_WORKING_DAYS = 10;
export const PRIVACY_COMPLAINT_REPLY_DAYS = 15;
/** Children under this age are treated as minors. */
export const MINOR_AGE_LIMIT = 14;

export const CERTIFICATE_AGREEMENT_VERSION_DATE = '2022-07-20';
export const CERTIFICATE_EVIDENCE_RETENTION_YEARS = 10;
export const CERTIFICATE_DISPUTE_NOTICE_MONTHS = 3;
/** Liability cap: the service fee, and at most this many yuan. */
export const CERTIFICATE_LIABILITY_CAP_YUAN = 50000;
