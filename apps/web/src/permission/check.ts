/** The permission code that passes every check. */
export const ADMIN_CODE = 'admin';

/**
 * Spec §6 permission directive: passes when any of the user's codes matches any required code;
 * `admin` passes all. An empty required list denies and logs an error (the directive's misuse).
 */
export function checkPermission(userCodes: readonly string[] | null | undefined, required: readonly string[] | null | undefined): boolean {
  if (!required || required.length === 0) {
    console.error("需要指定权限标识，例如 <Permission codes={['admin', 'user:add']}>");
    return false;
  }
  const mine = userCodes ?? [];
  if (mine.includes(ADMIN_CODE)) return true;
  return required.some((code) => mine.includes(code));
}
