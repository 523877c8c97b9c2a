import { limitKindsFor, methodFor, SURVEY } from '../testing/sampling-survey';
import { applyPlanDiff, diffPlanRows, generateSamplingPlan, planRowBaseline, type StoredPlanRow, type SurveyFacts } from './index';

const generate = (survey: SurveyFacts = SURVEY) => generateSamplingPlan({ checkType: '30', ...survey, methodFor, limitKindsFor }).rows;
const stored: StoredPlanRow[] = generate().map((r) => ({ ...r, baseline: planRowBaseline(r) }));
const WELDER_MN = '焊接车间|焊工|锰及其无机化合物|individual|TWA';
const more = (post: string, exposed: number): SurveyFacts => ({
  ...SURVEY,
  posts: SURVEY.posts.map((p) => (p.post === post ? { ...p, exposedHeadcount: exposed } : p)),
});
const editRow = (rows: StoredPlanRow[], key: string, change: Partial<StoredPlanRow>) => rows.map((r) => (r.key === key ? { ...r, ...change } : r));

describe('diffPlanRows', () => {
  it('finds nothing when the survey has not changed', () => {
    expect(diffPlanRows(generate(), stored)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('reports what a survey change moves, field by field', () => {
    const diff = diffPlanRows(generate(more('焊工', 12)), stored);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    // every row of the post carries its headcount; the individual rows also need another subject
    expect(diff.changed.map((c) => [c.key, c.fields.map((f) => `${f.field} ${f.stored}→${f.generated}`)])).toEqual([
      [WELDER_MN, ['subjects 3→4', 'headcount 8→12']],
      ['焊接车间|焊工|锰及其无机化合物|fixed|TWA', ['headcount 8→12']],
      ['焊接车间|焊工|电焊烟尘|individual|TWA', ['subjects 3→4', 'headcount 8→12']],
      ['焊接车间|焊工|电焊烟尘|fixed|TWA', ['headcount 8→12']],
      ['焊接车间|焊工|一氧化碳|fixed|TWA', ['headcount 8→12']],
      ['焊接车间|焊工|一氧化碳|fixed|STEL', ['headcount 8→12']],
    ]);
    expect(diff.changed[0]?.fields).toEqual([
      { field: 'subjects', stored: 3, generated: 4, edited: false },
      { field: 'headcount', stored: 8, generated: 12, edited: false },
    ]);
  });

  it('leaves a user’s edit alone while the generator still gives what it gave', () => {
    const edited = editRow(stored, WELDER_MN, { subjects: 5, flow: '3.0', collector: '滤膜（自备）' });
    expect(diffPlanRows(generate(), edited)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('marks a change that would overwrite a user’s edit', () => {
    const edited = editRow(stored, WELDER_MN, { subjects: 5 });
    const change = diffPlanRows(generate(more('焊工', 12)), edited).changed.find((c) => c.key === WELDER_MN);
    expect(change?.fields).toEqual([
      { field: 'subjects', stored: 5, generated: 4, edited: true },
      { field: 'headcount', stored: 8, generated: 12, edited: false },
    ]);
  });

  it('reports every difference as a change when no baseline was kept', () => {
    const bare = editRow(stored, WELDER_MN, { subjects: 5, baseline: null });
    expect(diffPlanRows(generate(), bare).changed).toEqual([{ key: WELDER_MN, fields: [{ field: 'subjects', stored: 5, generated: 3, edited: false }] }]);
  });

  it('treats 0.10 and 0.1 L/min as one flow', () => {
    const rewritten = editRow(stored, WELDER_MN, { flow: '3.50', baseline: null });
    expect(diffPlanRows(generate(), rewritten).changed).toEqual([]);
  });

  it('lists rows the survey adds and rows it no longer gives', () => {
    const survey: SurveyFacts = {
      ...SURVEY,
      postHazards: [
        ...SURVEY.postHazards.filter((h) => h.hazard !== '其他粉尘'),
        { workshop: '喷漆车间', post: '喷漆工', hazard: '苯', toBeTested: true },
      ],
    };
    const diff = diffPlanRows(generate(survey), stored);
    expect(diff.added.map((r) => r.key)).toEqual(['喷漆车间|喷漆工|苯|fixed|TWA', '喷漆车间|喷漆工|苯|fixed|STEL']);
    expect(diff.removed.map((r) => r.key)).toEqual(['焊接车间|打磨工|其他粉尘|fixed|TWA']);
  });
});

describe('applyPlanDiff', () => {
  const survey: SurveyFacts = {
    ...more('焊工', 12),
    postHazards: [...SURVEY.postHazards.filter((h) => h.hazard !== '其他粉尘'), { workshop: '喷漆车间', post: '喷漆工', hazard: '苯', toBeTested: true }],
  };
  const regenerated = generate(survey);

  it('applies only what the user accepted and offers the declined changes no more', () => {
    const edited = editRow(stored, WELDER_MN, { subjects: 5 });
    const result = applyPlanDiff(regenerated, edited, {
      add: ['喷漆车间|喷漆工|苯|fixed|TWA'],
      remove: [],
      change: { '焊接车间|焊工|电焊烟尘|individual|TWA': ['subjects', 'headcount'], [WELDER_MN]: ['headcount'] },
    });
    const row = (key: string) => result.find((r) => r.key === key);
    expect(row(WELDER_MN)).toMatchObject({ subjects: 5, headcount: 12 }); // the edit kept, the survey fact taken
    expect(row('焊接车间|焊工|电焊烟尘|individual|TWA')).toMatchObject({ subjects: 4, headcount: 12 });
    expect(row('喷漆车间|喷漆工|苯|fixed|TWA')).toBeDefined();
    expect(row('喷漆车间|喷漆工|苯|fixed|STEL')).toBeUndefined(); // not accepted
    expect(row('焊接车间|打磨工|其他粉尘|fixed|TWA')).toBeDefined(); // its removal not accepted
    // the declined parts are not offered again; what was left out still is
    const again = diffPlanRows(regenerated, result);
    expect(again.changed).toEqual([]);
    expect(again.added.map((r) => r.key)).toEqual(['喷漆车间|喷漆工|苯|fixed|STEL']);
    expect(again.removed.map((r) => r.key)).toEqual(['焊接车间|打磨工|其他粉尘|fixed|TWA']);
  });

  it('drops accepted removals and keeps the generated order', () => {
    const result = applyPlanDiff(regenerated, stored, { remove: ['焊接车间|打磨工|其他粉尘|fixed|TWA'], add: regenerated.map((r) => r.key) });
    expect(result.map((r) => r.key)).toEqual(regenerated.map((r) => r.key));
  });
});
