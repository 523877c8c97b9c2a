import type { ResourceField } from '@ohit/contracts';
import { vocabularyRefusal, vocabularyValue } from './vocabulary';

const one: ResourceField = { name: 'hazard', type: 'string', label: '危害因素', vocabulary: { name: 'hazard' } };
const many: ResourceField = { name: 'hazards', type: 'string', label: '产生的危害因素', vocabulary: { name: 'hazard', multiple: true } };

describe('vocabulary fields (hazard names of GBZ 2.1 and GBZ 2.2)', () => {
  it('accepts a GBZ 2.1 substance or a GBZ 2.2 physical agent, and an empty value', () => {
    expect(vocabularyRefusal(one, '苯')).toBeNull();
    expect(vocabularyRefusal(one, '噪声')).toBeNull();
    expect(vocabularyRefusal(one, '1,3-丁二烯')).toBeNull();
    expect(vocabularyRefusal(one, null)).toBeNull();
  });

  it('refuses a name outside the vocabulary, saying which', () => {
    expect(vocabularyRefusal(one, '苯蒸汽')).toBe('危害因素不在GBZ 2.1/2.2危害因素名录中：苯蒸汽');
    // a single-name field takes the whole text as one name
    expect(vocabularyRefusal(one, '苯;甲苯')).toBe('危害因素不在GBZ 2.1/2.2危害因素名录中：苯;甲苯');
  });

  it("'measuredFactor' takes the hazards and the measured non-hazard factors (照度), nothing else", () => {
    const factor: ResourceField = { name: 'hazardName', type: 'string', label: '危害因素', vocabulary: { name: 'measuredFactor' } };
    expect(vocabularyRefusal(factor, '照度')).toBeNull();
    expect(vocabularyRefusal(factor, '苯')).toBeNull();
    expect(vocabularyRefusal(factor, '采光')).toBe('危害因素不在GBZ 2.1/2.2危害因素名录中：采光');
    expect(vocabularyRefusal(one, '照度')).toBe('危害因素不在GBZ 2.1/2.2危害因素名录中：照度');
  });

  it('reads several names joined by ";" (names themselves hold commas), each checked, none twice', () => {
    expect(vocabularyRefusal(many, '苯; 甲苯;噪声;1,3-丁二烯')).toBeNull();
    expect(vocabularyRefusal(many, '苯;粉尘X;噪音')).toBe('产生的危害因素不在GBZ 2.1/2.2危害因素名录中：粉尘X、噪音');
    expect(vocabularyRefusal(many, '苯;苯')).toBe('产生的危害因素中有重复的危害因素');
    expect(vocabularyValue(many, ' 苯 ; 噪声 ;')).toBe('苯;噪声');
  });
});
