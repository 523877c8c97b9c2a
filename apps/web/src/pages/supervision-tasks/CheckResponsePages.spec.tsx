import { configure, screen } from '@testing-library/react';
import { EXPERT_CHECK_RESPONSE, type ExpertCheckReview } from '@ohit/contracts';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import { CheckReview } from './CheckResponsePages';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const ANSWER = { id: 5, version: 1, code: 'ZKDF-2026-0001', checkCode: 'ZKJC-2026-0003', state: 'pending', organizationId: 9 };
const REVIEW: ExpertCheckReview = {
  task: { code: 'ZJRW-2026-0001', name: '年度质控', taskTypeName: '年度质控', plannedStart: '2026-06-01', plannedEnd: '2026-06-30' },
  check: { code: 'ZKJC-2026-0003', stateName: '已出结论', checkDate: null },
  items: [{ itemName: '原始记录', requirement: '完整可追溯', finding: '缺复核签名' }],
  opinions: [{ code: 'ZJYJ-2026-0001', expertName: '孙组长', opinionDate: null, opinion: '基本符合', totalScore: '9.9', items: [] }],
  conclusion: { gradeName: '基本符合', text: '限期补签复核签名' },
};

/** 专家检查答复: the organisation sees the check made of it — the experts' totals and the group conclusion — read only. */
describe('the check under an organisation’s answer', () => {
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/expertCheckResponse/5/review': REVIEW,
    'GET /api/expertCheckResponse/6/review': { ...REVIEW, check: { ...REVIEW.check, stateName: '检查中' }, conclusion: null },
  }));

  it('shows the task, each expert’s total and the group conclusion', async () => {
    signIn(['expertCheckResponse:list']);
    renderAt('/', <CheckReview decl={EXPERT_CHECK_RESPONSE} row={ANSWER} reload={() => undefined} />);
    expect(await screen.findByText('限期补签复核签名')).toBeInTheDocument();
    expect(screen.getByText('9.9')).toBeInTheDocument();
    expect(screen.getByText('缺复核签名')).toBeInTheDocument();
    expect(api.urls('GET /api/expertCheckResponse/5/review').length).toBeGreaterThan(0);
  });

  it('says the group has not concluded yet', async () => {
    signIn(['expertCheckResponse:list']);
    renderAt('/', <CheckReview decl={EXPERT_CHECK_RESPONSE} row={{ ...ANSWER, id: 6 }} reload={() => undefined} />);
    expect(await screen.findByText('专家组尚未形成结论')).toBeInTheDocument();
  });
});
