import { hazardSubstanceNames, physicalAgentNames, unknownHazardNames } from './relation-vocabulary';

describe('relation vocabulary (GBZ 2.1 substances, GBZ 2.2 physical agents)', () => {
  it('lists each physical agent and substance once, by Chinese name', () => {
    expect(physicalAgentNames()).toEqual(expect.arrayContaining(['噪声', '高温']));
    expect(new Set(physicalAgentNames()).size).toBe(physicalAgentNames().length);
    expect(hazardSubstanceNames()).toEqual(expect.arrayContaining(['苯', '甲醛']));
    expect(new Set(hazardSubstanceNames()).size).toBe(hazardSubstanceNames().length);
  });

  it('names what is in neither table', () => {
    expect(unknownHazardNames(['苯', ' 噪声 ', '甲醛', '不存在的物质'])).toEqual(['不存在的物质']);
    expect(unknownHazardNames([])).toEqual([]);
  });
});
