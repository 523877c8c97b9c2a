import { PROJECT, SAMPLING_PLAN } from '@ohit/contracts';
import { columnFields } from './list-fields';

describe('columns and detail fields', () => {
  it('leave out the server’s own fields (hidden and never exported): stamps, keywords, the state a suspension left', () => {
    const plan = columnFields(SAMPLING_PLAN).map((f) => f.name);
    expect(plan).not.toContain('surveyStamp');
    expect(plan).not.toContain('overrideIssues');
    expect(columnFields(PROJECT).map((f) => f.name)).not.toContain('suspendedFrom');
  });

  it('keep hidden fields a user reads (the column chooser offers them, the detail page shows them)', () => {
    const names = columnFields(PROJECT).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['contractNo', 'contractAmount', 'surveyDate', 'remark']));
  });
});
