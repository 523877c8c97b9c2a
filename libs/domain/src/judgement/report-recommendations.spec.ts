import { GENERAL_RECOMMENDATIONS, reportRecommendations } from './report-recommendations';

describe('report recommendations', () => {
  it('names each failing hazard once with its places and the measures of its kind, then the general ones', () => {
    const out = reportRecommendations([
      { hazard: '甲苯', kind: 'chemical', places: ['喷漆车间/喷漆工'] },
      { hazard: '噪声', kind: 'noise', places: ['冲压车间/冲压工'] },
      { hazard: '甲苯', kind: 'chemical', places: ['调漆车间/调漆工', '喷漆车间/喷漆工'] },
    ]);
    expect(out).toHaveLength(2 + GENERAL_RECOMMENDATIONS.length);
    expect(out[0]).toMatch(/^喷漆车间\/喷漆工、调漆车间\/调漆工的甲苯检测结果超过职业接触限值，应优先采用无毒或低毒原料替代/);
    expect(out[1]).toMatch(/^冲压车间\/冲压工的噪声检测结果超过职业接触限值，.*护听器。$/);
    expect(out.slice(2)).toEqual(GENERAL_RECOMMENDATIONS);
  });

  it('gives only the general recommendations when every point complies', () => {
    expect(reportRecommendations([])).toEqual(GENERAL_RECOMMENDATIONS);
  });
});
