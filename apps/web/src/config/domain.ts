// Business constants and validators of spec §5 / §9, from the shared @ohit/domain.
import { NEVER_EXPIRING_USER_ID, ROLE_SYSTEM_DEFAULT, type Validator } from '@ohit/domain';

export {
  PAGE_SIZE_OPTIONS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  PUBLIC_ROUTES,
  HOME_PATH,
  SYSTEM_EXPIRED_MESSAGE,
  UNAUTHORIZED_COOKIE_MARKER,
  validatePassword,
  validatePhone,
  validateEmail,
  validateUsername,
  validateMobile,
  optional,
} from '@ohit/domain';

export const DEFAULT_ROLE = ROLE_SYSTEM_DEFAULT;
/** User id that never expires (spec §4, §6). */
export const SUPER_USER_ID = NEVER_EXPIRING_USER_ID;

/** A domain validator as an antd Form rule. */
export function ruleOf(validator: Validator) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const message = validator(value);
      if (message) throw new Error(message);
    },
  };
}
