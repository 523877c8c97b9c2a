import { isEmptyValue, textValue } from './text-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/** One octet 0-255 without leading zeros ("01" is rejected: it reads as octal elsewhere). */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]\\d|\\d)';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/** Dotted-quad IPv4 address; an empty value (undefined, null, '') is allowed. */
export function validateIpv4(value: unknown): string | null {
  if (isEmptyValue(value)) return null;
  const text = textValue(value);
  return text !== null && IPV4.test(text) ? null : VALIDATION_MESSAGES.ipv4;
}
