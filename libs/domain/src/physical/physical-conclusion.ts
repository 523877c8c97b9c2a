/** Conclusion of a physical-agent judgement as printed in reports. */
export type PhysicalConclusion = '符合' | '不符合';

export function physicalConclusion(passes: boolean): PhysicalConclusion {
  return passes ? '符合' : '不符合';
}
