import { amendingCommands, amendmentCounts, changeEventTypes, commandEventTypes, submissionEventTypes } from './amendment-kinds';

describe('amendment kinds', () => {
  it('lists every kind with its counts, zeros where nothing was amended', () => {
    expect(amendmentCounts([{ resource: 'labBatch', changes: 3, records: 2 }])).toEqual([
      { resource: 'labBatch', label: '检测批次（原始记录）', changes: 3, records: 2 },
      { resource: 'samplingDay', label: '现场采样单', changes: 0, records: 0 },
      { resource: 'samplingRecord', label: '采样记录', changes: 0, records: 0 },
      { resource: 'siteSurvey', label: '现场调查', changes: 0, records: 0 },
      { resource: 'report', label: '检测报告', changes: 0, records: 0 },
    ]);
  });

  it('counts changes of fields, children and files — not workflow steps — after the submission where a kind has one', () => {
    expect(changeEventTypes()).toEqual(expect.arrayContaining(['LabBatchEdited', 'LabBatchChildEdited', 'SamplingRecordEdited', 'SiteSurveyChildRemoved', 'ReportAttachmentAdded']));
    expect(changeEventTypes()).not.toContain('LabBatchTransitioned');
    expect(submissionEventTypes()).toEqual(['LabBatchTransitioned', 'SiteSurveyTransitioned']);
    // 修改报告 (a new version of an issued report) is the report's amendment; other commands (批准质控偏离) are not
    expect(commandEventTypes()).toEqual(['ReportCommandRun']);
    expect(amendingCommands()).toEqual(['report:amendReport']);
  });
});
