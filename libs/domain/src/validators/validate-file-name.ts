import { textValue } from './text-value';
import { VALIDATION_MESSAGES } from './validation-messages';

/** The characters a file name cannot hold: / \ : * ? " < > | (ASCII forms only). */
const FORBIDDEN = /[/\\:*?"<>|]/;

/**
 * File-name-safe text: not blank and free of / \ : * ? " < > |. Full-width look-alikes
 * such as "：" or "＜" are legal in file names and are accepted.
 */
export function validateFileName(value: unknown): string | null {
  const text = textValue(value);
  if (text === null || text.trim() === '' || FORBIDDEN.test(text)) {
    return VALIDATION_MESSAGES.fileName;
  }
  return null;
}
