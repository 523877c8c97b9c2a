// Business constants and validators of spec §5 / §9 used by the web. The shared source is
// @ohit/domain; until its constants and validators land this module holds the same values.
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 60, 70, 80, 100, 200, 300, 400, 500, 1000, 2000, 3000, 4000, 5000] as const;
export const DEFAULT_PAGE_SIZE = 60;
export const DEFAULT_SORT = 'id,desc';
export const DEFAULT_ROLE = 'ROLE_SYSTEM_DEFAULT';
/** User id that never expires (spec §4, §6). */
export const SUPER_USER_ID = 1;

export const PUBLIC_ROUTES = [
  '/login',
  '/technicalServiceSign',
  '/unitSignature',
  '/orgReportFormula',
  '/orgReportFormulaDetails',
  '/industryNews',
  '/industryNewsDetails',
] as const;

/** Spec §5: 8 to 16 characters with uppercase, lowercase, digit and special character. */
const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,16}$/;
export const PASSWORD_MESSAGE = '长度在 8 到 16 个字符，必须包含大写字母、小写字母、数字和特殊符号';
export function isValidPassword(value: string): boolean {
  return PASSWORD_RE.test(value);
}

const PHONE_RE = /^1[3-8]\d{9}$/;
export const PHONE_MESSAGE = '请输入正确的手机号码';
export function isValidPhone(value: string): boolean {
  return PHONE_RE.test(value);
}

const USERNAME_RE = /^[A-Za-z0-9]+$/;
export const USERNAME_MESSAGE = '请输入正确的用户名，字母和数字组合';
export function isValidUsername(value: string): boolean {
  return USERNAME_RE.test(value);
}
