/**
 * Text that names or identifies something (a name, a code, a title, a label): the same rules for
 * the web's forms, the api's writes and every imported row.
 *
 * - Normalised to Unicode NFC before it is compared or stored, so a composed "Å" (U+00C5) and a
 *   decomposed one ("A" + U+030A) are one name, and a uniqueness check sees them as equal.
 * - Bidirectional control characters (U+202A–U+202E embeddings and overrides, U+2066–U+2069
 *   isolates) are refused: invisible, they make a name display differently from what it holds
 *   ("Trojan Source"), so two rows could look alike or a name could spoof another.
 * - The NUL character is refused everywhere (PostgreSQL cannot store it in text).
 */
export const BIDI_CONTROL_CHARACTERS = /[\u202A-\u202E\u2066-\u2069]/;
const NUL = '\u0000';

export const NAME_TEXT_MESSAGES = {
  bidiControl: '包含不可见的文字方向控制字符，请删除后重试',
  nul: '包含不允许的空字符，请删除后重试',
} as const;

/** NFC form of a text (idempotent; ASCII and already composed text are unchanged). */
export function normaliseText(text: string): string {
  return text.normalize('NFC');
}

/** Why a free text cannot be stored (a NUL character), or null. */
export function validateStorableText(value: unknown): string | null {
  return typeof value === 'string' && value.includes(NUL) ? NAME_TEXT_MESSAGES.nul : null;
}

/** Why a name or code is refused (NUL, bidirectional control characters), or null. Non-text passes. */
export function validateNameText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.includes(NUL)) return NAME_TEXT_MESSAGES.nul;
  if (BIDI_CONTROL_CHARACTERS.test(value)) return NAME_TEXT_MESSAGES.bidiControl;
  return null;
}
