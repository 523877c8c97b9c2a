/** Session, roles and expiry (spec §3, §4, §6, §9). */
/** Role set when the server returns no roles. */
export const ROLE_SYSTEM_DEFAULT = 'ROLE_SYSTEM_DEFAULT';
/** This user never expires. */
export const NEVER_EXPIRING_USER_ID = 1;
export const TOKEN_COOKIE_EXPIRY_DAYS = 1;
export const PASSWORD_COOKIE_EXPIRY_DAYS = 1;
/** Cookie marker stored on a 401 before reload. */
export const UNAUTHORIZED_COOKIE_MARKER = '401';
/** Expiry warning (the spec's "system expired, please renew"), shown 2.5 s. */
export const SYSTEM_EXPIRED_MESSAGE = '系统已过期，请续费';
