import { VALIDATION_MESSAGES } from './validation-messages';
import { VALIDATOR_IDS, VALIDATORS, isValidatorId, validateBy } from './validator-table';
import type { ValidatorId } from './validation-messages';

/** One valid and one invalid sample per validator: the table must route each id correctly. */
const SAMPLES: Record<ValidatorId, [valid: string, invalid: string]> = {
  url: ['https://example.com', 'example.com'],
  email: ['a@example.com', 'a@example'],
  mobile: ['13812345678', '12812345678'],
  ipv4: ['192.168.0.1', '192.168.0.256'],
  username: ['admin1', 'admin_1'],
  phone: ['19912345678', '29912345678'],
  number: ['-1.5', '1.5.1'],
  numberOrDash: ['-', '—'],
  positiveNumber: ['0.1', '0'],
  nonNegativeNumber: ['0', '-0.1'],
  creditCode: ['91110108MA01ABCDE1', '91110108MA01ABCDE'],
  fileName: ['报告', '报告?'],
  detectionValue: ['<0.01', '＜0.01'],
  password: ['Aa1!aaaa', 'Aa1!aaa'],
  nonNegativeInteger: ['10', '10.5'],
  minuteSecond: ['59:59', '60:00'],
};

describe('VALIDATORS table', () => {
  it('holds the 16 validators of spec §5, one per message', () => {
    expect(VALIDATOR_IDS).toHaveLength(16);
    expect([...VALIDATOR_IDS].sort()).toEqual(Object.keys(VALIDATION_MESSAGES).sort());
    expect(Object.isFrozen(VALIDATORS)).toBe(true);
  });

  it.each(Object.keys(SAMPLES) as ValidatorId[])('routes %s to its validator and message', (id) => {
    const [valid, invalid] = SAMPLES[id];
    expect(validateBy(id, valid)).toBeNull();
    expect(validateBy(id, invalid)).toBe(VALIDATION_MESSAGES[id]);
  });

  it('recognises validator names', () => {
    expect(isValidatorId('ipv4')).toBe(true);
    expect(isValidatorId('toString')).toBe(false);
    expect(isValidatorId('unknown')).toBe(false);
  });

  it('throws on an unknown name passed past the type system', () => {
    expect(() => validateBy('nope' as ValidatorId, 'x')).toThrow('Unknown validator: nope');
  });

  it('gives every message in Chinese', () => {
    for (const message of Object.values(VALIDATION_MESSAGES)) {
      expect(message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
