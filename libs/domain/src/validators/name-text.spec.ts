import { NAME_TEXT_MESSAGES, normaliseText, validateNameText, validateStorableText } from './name-text';

describe('name text', () => {
  const composed = '\u00C5ngström';
  const decomposed = 'A\u030Angstro\u0308m';

  it('normalises a decomposed name to the composed one, so the two are equal', () => {
    expect(decomposed).not.toBe(composed);
    expect(normaliseText(decomposed)).toBe(composed);
    expect(normaliseText(composed)).toBe(composed);
    expect(normaliseText('检测设备 A-01')).toBe('检测设备 A-01');
  });

  it.each(['202A', '202B', '202C', '202D', '202E', '2066', '2067', '2068', '2069'])('refuses the bidirectional control U+%s', (hex) => {
    expect(validateNameText(`采样泵${String.fromCharCode(parseInt(hex, 16))}1`)).toBe(NAME_TEXT_MESSAGES.bidiControl);
  });

  it('refuses NUL in names and in free text', () => {
    expect(validateNameText('a\u0000b')).toBe(NAME_TEXT_MESSAGES.nul);
    expect(validateStorableText('备注\u0000')).toBe(NAME_TEXT_MESSAGES.nul);
  });

  it.each(['采样泵', 'Å', 'ä-01', 'עברית', '\u200E', 12, null])('accepts %p', (value) => {
    expect(validateNameText(value)).toBeNull();
  });

  it('says every refusal in Chinese', () => {
    expect(Object.values(NAME_TEXT_MESSAGES).every((m) => /[\u4e00-\u9fff]/.test(m))).toBe(true);
  });
});
