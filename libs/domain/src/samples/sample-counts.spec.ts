import { countsAsTested, sampleCounts } from './index';

describe('a project’s sample counts (计划 / 已采 / 已检样品数)', () => {
  it('plans every sample not cancelled, collects every one past the plan, tests those with a released result', () => {
    const states = ['planned', 'cancelled', 'collected', 'inTransit', 'received', 'rejected', 'distributed', 'testing', 'tested', 'retained'];
    expect(sampleCounts(states.map((state) => ({ state, testedDate: state === 'tested' || state === 'retained' ? '2026-03-05' : null })))).toEqual({
      planned: 9,
      collected: 8,
      tested: 2,
    });
  });

  it('a disposed sample counts as tested only when it was tested before (its tested date kept)', () => {
    expect(countsAsTested({ state: 'disposed', testedDate: '2026-03-05' })).toBe(true);
    expect(countsAsTested({ state: 'disposed', testedDate: null })).toBe(false);
    // a retest takes the result back: the sample is testing again
    expect(countsAsTested({ state: 'testing', testedDate: null })).toBe(false);
  });
});
