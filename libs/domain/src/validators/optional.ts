import { isEmptyValue } from './text-value';
import type { Validator } from './validator';

/** Lets an empty value (undefined, null, '') pass; anything else goes to `validator`. */
export function optional(validator: Validator): Validator {
  return (value) => (isEmptyValue(value) ? null : validator(value));
}
