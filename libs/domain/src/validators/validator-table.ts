import { validateCreditCode } from './validate-credit-code';
import { validateDetectionValue } from './validate-detection-value';
import { validateEmail } from './validate-email';
import { validateFileName } from './validate-file-name';
import { validateIpv4 } from './validate-ipv4';
import { validateMinuteSecond } from './validate-minute-second';
import { validateMobile } from './validate-mobile';
import { validateNonNegativeInteger } from './validate-non-negative-integer';
import { validateNonNegativeNumber } from './validate-non-negative-number';
import { validateNumber } from './validate-number';
import { validateNumberOrDash } from './validate-number-or-dash';
import { validatePassword } from './validate-password';
import { validatePhone } from './validate-phone';
import { validatePositiveNumber } from './validate-positive-number';
import { validateUrl } from './validate-url';
import { validateUsername } from './validate-username';
import type { ValidatorId } from './validation-messages';
import type { Validator } from './validator';

/** Every shared validator by id, so forms and resource schemas can name them (spec §5). */
export const VALIDATORS: Readonly<Record<ValidatorId, Validator>> = Object.freeze({
  url: validateUrl,
  email: validateEmail,
  mobile: validateMobile,
  ipv4: validateIpv4,
  username: validateUsername,
  phone: validatePhone,
  number: validateNumber,
  numberOrDash: validateNumberOrDash,
  positiveNumber: validatePositiveNumber,
  nonNegativeNumber: validateNonNegativeNumber,
  creditCode: validateCreditCode,
  fileName: validateFileName,
  detectionValue: validateDetectionValue,
  password: validatePassword,
  nonNegativeInteger: validateNonNegativeInteger,
  minuteSecond: validateMinuteSecond,
});

export const VALIDATOR_IDS = Object.keys(VALIDATORS) as readonly ValidatorId[];

export function isValidatorId(name: string): name is ValidatorId {
  return Object.prototype.hasOwnProperty.call(VALIDATORS, name);
}

/** Runs the named validator; an unknown name is a programming error and throws. */
export function validateBy(id: ValidatorId, value: unknown): string | null {
  if (!isValidatorId(id)) throw new Error(`Unknown validator: ${String(id)}`);
  return VALIDATORS[id](value);
}
