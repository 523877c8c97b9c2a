import { technicalFileRefusal } from '@ohit/contracts';
import { type TechnicalFileFacts, technicalFileChecklist } from './technical-file-checklist';

const ALL_ROLES = ['sampler', 'checker', 'accompany'];

/** A site project whose technical file is complete. */
function complete(): TechnicalFileFacts {
  return {
    project: { id: 7, code: 'XM-2026-0001', incomingSample: false, contractNo: 'HT-001', contractDate: '2026-02-01' },
    contractScans: 1,
    survey: { state: 'finished' },
    plan: { state: 'approved' },
    days: [
      { code: 'CY-2026-0001', date: '2026-03-04', state: 'submitted', signedRoles: ALL_ROLES },
      { code: 'CY-2026-0002', date: '2026-03-05', state: 'submitted', signedRoles: ALL_ROLES },
    ],
    samples: [
      { code: 'S1', state: 'tested', testedDate: '2026-03-10', origin: 'site' },
      { code: 'S2', state: 'retained', testedDate: '2026-03-10', origin: 'site' },
      { code: 'S3', state: 'disposed', testedDate: '2026-03-10', origin: 'site' },
      { code: 'S4', state: 'rejected', testedDate: null, origin: 'site' },
    ],
    pendingHandovers: [],
    batches: [
      { code: 'JC-2026-0001', state: 'released', qcPassed: true, deviationApproved: false },
      { code: 'JC-2026-0002', state: 'released', qcPassed: false, deviationApproved: true },
    ],
    reports: [
      {
        code: 'OHIT-DJ-2026-0001',
        version: 1,
        state: 'issued',
        hasPdf: true,
        approval: { steps: [{ key: 'compile', name: '编制' }, { key: 'check', name: '校核' }, { key: 'issue', name: '签发' }], actors: { compile: 1, check: 2, issue: 3 }, current: null },
      },
    ],
  };
}

const byKey = (f: TechnicalFileFacts) => Object.fromEntries(technicalFileChecklist(f).map((i) => [i.key, i]));

describe('technicalFileChecklist', () => {
  it('finds every item of a complete file present, in the order of the work, with what is there and where', () => {
    const items = technicalFileChecklist(complete());
    expect(items.map((i) => [i.key, i.label, i.required, i.present])).toEqual([
      ['contract', '合同', true, true],
      ['survey', '现场调查', true, true],
      ['plan', '采样方案', true, true],
      ['sampling', '现场采样记录及签名', true, true],
      ['custody', '样品流转记录', true, true],
      ['records', '原始记录', true, true],
      ['qc', '质量控制', true, true],
      ['report', '检测报告', true, true],
      ['review', '报告审核记录', true, true],
    ]);
    expect(items.every((i) => i.missing.length === 0)).toBe(true);
    const item = byKey(complete());
    expect(item.contract.detail).toBe('合同编号 HT-001，签订日期 2026-02-01，合同扫描件 1 份');
    expect(item.qc.detail).toBe('质控通过 1 批，批准偏离 1 批');
    expect(item.review.detail).toBe('编制 → 校核 → 签发');
    expect(item.contract.link).toEqual({ route: 'projectDetail', query: { belongProject: 7 } });
    expect(item.report.link).toEqual({ route: 'reportDetail', query: { code: 'OHIT-DJ-2026-0001', flag: 1 } });
    expect(technicalFileRefusal(items)).toBeNull();
  });

  it('names each gap of the contract', () => {
    const f = complete();
    f.project.contractNo = null;
    f.contractScans = 0;
    expect(byKey(f).contract).toMatchObject({ present: false, missing: ['合同编号未填写', '合同扫描件未上传'] });
  });

  it('wants the survey finished and the plan approved, saying in which state they are', () => {
    const f = complete();
    f.survey = { state: 'submitted' };
    f.plan = null;
    expect(byKey(f).survey.missing).toEqual(['现场调查未完成（已提交）']);
    expect(byKey(f).plan.missing).toEqual(['采样方案缺失']);
  });

  it('names the day and the role of every missing sampling signature, and a day not submitted', () => {
    const f = complete();
    f.days[1] = { code: 'CY-2026-0002', date: '2026-03-05', state: 'draft', signedRoles: ['sampler'] };
    const sampling = byKey(f).sampling;
    expect(sampling.missing).toEqual(['现场采样未提交（2026-03-05）', '现场采样签名缺失（2026-03-05）：复核人、企业陪同人']);
    // the link opens the first day with a gap
    expect(sampling.link).toEqual({ route: 'liveSampleTaskDetails', query: { belongProject: 7, code: 'CY-2026-0002' } });
  });

  it('misses the sampling records when there is no day, and names planned samples never taken', () => {
    const f = complete();
    f.days = [];
    f.samples.push({ code: 'S9', state: 'planned', testedDate: null, origin: 'site' });
    expect(byKey(f).sampling.missing).toEqual(['现场采样记录缺失']);
    const g = complete();
    g.samples.push({ code: 'S9', state: 'planned', testedDate: null, origin: 'site' });
    expect(byKey(g).sampling.missing).toEqual(['计划样品未采集：S9']);
  });

  it('wants every hand-over received and every sample taken in the sample room', () => {
    const f = complete();
    f.pendingHandovers = [{ code: 'SY-2026-0003' }];
    f.samples.push({ code: 'S5', state: 'inTransit', testedDate: null, origin: 'site' }, { code: 'S6', state: 'collected', testedDate: null, origin: 'site' });
    const custody = byKey(f).custody;
    expect(custody.missing).toEqual(['送样单SY-2026-0003待接收', '样品未接收：S5、S6']);
    expect(custody.link).toEqual({ route: 'sampleConfirmDetail', query: { code: 'SY-2026-0003' } });
  });

  it('wants every batch released and every sample tested; a rejected or cancelled sample needs no result', () => {
    const f = complete();
    f.batches[0] = { code: 'JC-2026-0001', state: 'checked', qcPassed: true, deviationApproved: false };
    f.samples.push({ code: 'S7', state: 'testing', testedDate: null, origin: 'site' }, { code: 'S8', state: 'cancelled', testedDate: null, origin: 'site' });
    const records = byKey(f).records;
    expect(records.missing).toEqual(['检测批次JC-2026-0001未发布（待审核）', '样品未出具检测结果：S7']);
    expect(records.link).toEqual({ route: 'labBatchDetail', query: { code: 'JC-2026-0001' } });
  });

  it('names at most ten samples, then how many', () => {
    const f = complete();
    for (let i = 1; i <= 12; i++) f.samples.push({ code: `U${i}`, state: 'distributed', testedDate: null, origin: 'site' });
    expect(byKey(f).records.missing).toEqual(['样品未出具检测结果：U1、U2、U3、U4、U5、U6、U7、U8、U9、U10等12个']);
  });

  it('misses the original records of a project without any batch', () => {
    const f = complete();
    f.batches = [];
    f.samples = [];
    expect(byKey(f).records.missing).toEqual(['原始记录缺失']);
  });

  it('refuses a failed QC without an approved deviation, and a batch without QC results', () => {
    const f = complete();
    f.batches = [
      { code: 'JC-1', state: 'released', qcPassed: false, deviationApproved: false },
      { code: 'JC-2', state: 'released', qcPassed: null, deviationApproved: false },
    ];
    expect(byKey(f).qc.missing).toEqual(['检测批次JC-1质控未通过且偏离未批准', '检测批次JC-2无质控结果']);
  });

  it('wants an issued version with its PDF, the newest issued one counting', () => {
    const f = complete();
    f.reports = [{ ...f.reports[0], state: 'approving', version: 1, approval: null }];
    expect(byKey(f).report.missing).toEqual(['检测报告未签发']);
    expect(byKey(f).review.missing).toEqual(['报告审核记录缺失（报告未签发）']);
    const g = complete();
    g.reports = [{ ...g.reports[0], version: 2, hasPdf: false }, { ...g.reports[0], state: 'superseded' }];
    expect(byKey(g).report).toMatchObject({ missing: ['检测报告OHIT-DJ-2026-0001第2版未生成PDF'], detail: 'OHIT-DJ-2026-0001 第2版已签发（共 2 版）' });
  });

  it('wants the issued version approved through every step of its flow', () => {
    const f = complete();
    f.reports[0].approval = null;
    expect(byKey(f).review.missing).toEqual(['报告审核记录缺失（第1版未经审批流程）']);
    const g = complete();
    g.reports[0].approval = { steps: [{ key: 'compile', name: '编制' }, { key: 'check', name: '校核' }, { key: 'issue', name: '签发' }], actors: { compile: 1 }, current: 'check' };
    expect(byKey(g).review.missing).toEqual(['报告审核记录不全（第1版）：校核、签发']);
  });

  it('needs no survey, plan or site sampling for an incoming-sample project', () => {
    const f = complete();
    f.project.incomingSample = true;
    f.survey = null;
    f.plan = null;
    f.days = [];
    const item = byKey(f);
    for (const key of ['survey', 'plan', 'sampling']) expect(item[key]).toMatchObject({ required: false, present: true, detail: '来样检测项目不适用', missing: [] });
    expect(technicalFileRefusal(technicalFileChecklist(f))).toBeNull();
  });

  it('refuses archiving with every missing item listed in one Chinese sentence', () => {
    const f = complete();
    f.contractScans = 0;
    f.days[1] = { ...f.days[1], signedRoles: ['sampler', 'checker'] };
    expect(technicalFileRefusal(technicalFileChecklist(f))).toBe('以下资料不全，不能归档：合同扫描件未上传；现场采样签名缺失（2026-03-05）：企业陪同人');
  });
});
