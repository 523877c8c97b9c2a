import type { DisclosurePhoto } from '@ohit/contracts';
import { compileDisclosureFacts, type DisclosureSourceData, selectPhotos, splitPeople } from './disclosure-facts';

const photo = (attachmentId: number, date: string, point: string): DisclosurePhoto => ({ attachmentId, previewId: attachmentId + 1000, date, point, caption: null });

const sources = (over: Partial<DisclosureSourceData> = {}): DisclosureSourceData => ({
  organisationName: '苏安检测',
  employer: { name: '南京某化工有限公司', address: '南京市江宁区某路1号', contact: '王经理' },
  project: { code: 'XM-2026-0001', name: '2026年定期检测' },
  report: { code: 'OHIT-DJ-2026-0001', version: 1, checkTypeName: '定期检测', issueDate: '2026-09-28', conclusion: '不符合' },
  content: {
    team: [
      { name: '李工', role: '项目负责人' },
      { name: '张三', role: '采样' },
    ],
    conclusionText: '本次共检测 2 个检测点，其中 1 个检测点不符合 GBZ 2.1-2019 职业接触限值的要求：喷漆车间/喷漆工/1号点 甲苯。',
    postConclusions: [{ workshop: '喷漆车间', post: '喷漆工', conclusion: '不符合' }],
  },
  survey: { date: '2026-09-01', surveyors: '李工、张三', accompanyName: '王经理', accompanyPosition: '安全主管' },
  samplingDays: [
    { date: '2026-09-09', samplers: '张三,李四', accompanyName: '赵主任', accompanySigners: ['赵主任'] },
    { date: '2026-09-08', samplers: '张三 李四', accompanyName: '王经理', accompanySigners: ['王经理', '孙班长'] },
  ],
  analyses: [
    { analyst: '周检测', date: '2026-09-12' },
    { analyst: '吴检测', date: '2026-09-10' },
    { analyst: '周检测', date: '2026-09-10' },
    { analyst: '周检测', date: '2026-09-12' },
    { analyst: null, date: '2026-09-11' },
  ],
  photos: [photo(1, '2026-09-08', '1号点'), photo(2, '2026-09-08', '1号点'), photo(3, '2026-09-08', '2号点')],
  ...over,
});

describe('disclosure facts', () => {
  it('names who surveyed, sampled and tested and when, from the records', () => {
    const facts = compileDisclosureFacts(sources());
    expect(facts.survey).toEqual({ date: '2026-09-01', people: ['李工', '张三'] });
    expect(facts.sampling).toEqual([
      { date: '2026-09-08', people: ['张三', '李四'] },
      { date: '2026-09-09', people: ['张三', '李四'] },
    ]);
    // each analyst once, with the days their batches were analysed; an unrecorded analyst is left out
    expect(facts.laboratory).toEqual([
      { name: '吴检测', dates: ['2026-09-10'] },
      { name: '周检测', dates: ['2026-09-10', '2026-09-12'] },
    ]);
    expect(facts.team).toEqual([
      { name: '李工', role: '项目负责人' },
      { name: '张三', role: '采样' },
    ]);
  });

  it('lists the employer’s accompanying people once each, with every occasion and the position the survey recorded', () => {
    expect(compileDisclosureFacts(sources()).accompanying).toEqual([
      {
        name: '王经理',
        position: '安全主管',
        occasions: [
          { activity: '现场调查', date: '2026-09-01' },
          { activity: '现场采样', date: '2026-09-08' },
        ],
      },
      { name: '孙班长', position: null, occasions: [{ activity: '现场采样', date: '2026-09-08' }] },
      { name: '赵主任', position: null, occasions: [{ activity: '现场采样', date: '2026-09-09' }] },
    ]);
  });

  it('carries the report’s conclusions as its content says them, and the reference facts', () => {
    const facts = compileDisclosureFacts(sources());
    expect(facts.conclusion).toContain('其中 1 个检测点不符合');
    expect(facts.postConclusions).toEqual([{ place: '喷漆车间/喷漆工', conclusion: '不符合' }]);
    expect(facts.report).toEqual({ code: 'OHIT-DJ-2026-0001', version: 1, checkTypeName: '定期检测', issueDate: '2026-09-28', conclusion: '不符合' });
    expect(facts.employer.name).toBe('南京某化工有限公司');
  });

  it('has no survey for incoming samples and says nothing it was not given', () => {
    const facts = compileDisclosureFacts(sources({ survey: null, samplingDays: [], analyses: [], photos: [], content: {} }));
    expect(facts).toMatchObject({ survey: null, sampling: [], laboratory: [], accompanying: [], photos: [], team: [], conclusion: '', postConclusions: [] });
  });

  it('chooses photos one per point and day first, then the rest, at most the limit, in the order taken', () => {
    const photos = [photo(1, '2026-09-08', 'A'), photo(2, '2026-09-08', 'A'), photo(3, '2026-09-08', 'B'), photo(4, '2026-09-09', 'A'), photo(5, '2026-09-09', 'A')];
    expect(selectPhotos(photos, 3).map((p) => p.attachmentId)).toEqual([1, 3, 4]);
    expect(selectPhotos(photos, 4).map((p) => p.attachmentId)).toEqual([1, 2, 3, 4]);
    expect(selectPhotos(photos).map((p) => p.attachmentId)).toEqual([1, 2, 3, 4, 5]);
    expect(compileDisclosureFacts(sources({ photos: Array.from({ length: 20 }, (_, i) => photo(i + 1, '2026-09-08', `${i}号点`)) })).photos).toHaveLength(12);
  });

  it('splits a free-text list of people on the separators people type', () => {
    expect(splitPeople('张三、李四，王五; 赵六/孙七  周八,张三')).toEqual(['张三', '李四', '王五', '赵六', '孙七', '周八']);
    expect(splitPeople(null)).toEqual([]);
  });
});
