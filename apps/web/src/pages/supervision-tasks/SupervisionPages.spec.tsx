import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { pageHarness, renderAt, signIn } from '../../../test/page-harness';
import { ScoreScreen, SfIntegralRuleList } from './SupervisionPages';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

const SCORE = { id: 7, version: 2, code: 'PF-2026-0007', kind: 'unitOnSite', kindName: '用人单位现场核查', orgCode: 'ORG-A', orgName: '示范机构', unitName: '示例化工', totalScore: '89.6', grade: 'good', state: 'submitted', organizationId: 9 };

/** 评分管理's tabs (a kind's scorings lead to the kind's page) and 积分规则's points as the server computed them. */
describe('supervision pages', () => {
  const { api } = pageHarness(() => ({
    '/api/dictDetail*': {},
    'GET /api/scoreSheet?*': { content: [], totalElements: 0 },
    'GET /api/scoreRecord?*': { content: [SCORE], totalElements: 1 },
    'GET /api/sfIntegralRule?*': { content: [], totalElements: 0 },
    'GET /api/sfIntegralPoints': { total: -8, lines: [{ kind: 'qcPassed', kindLabel: '三方质控合格', date: '2026-03-01', source: 'SFZK-2026-0001', points: 5, ruleId: 1 }, { kind: 'qcFailed', kindLabel: '三方质控不合格', date: '2026-04-01', source: 'SFZK-2026-0002', points: -13, ruleId: 2 }] },
  }));

  it('lists one kind of scoring per tab, filtered by its kind, its code leading to that kind’s page', async () => {
    signIn(['score:list']);
    renderAt('/', <ScoreScreen />);
    fireEvent.click(await screen.findByText('用人单位现场核查'));
    const link = await screen.findByText('PF-2026-0007');
    await waitFor(() => expect(api.urls('GET /api/scoreRecord').some((u) => u.includes('kind=unitOnSite'))).toBe(true));
    expect(link.closest('a')?.getAttribute('href')).toContain('unitOnSiteVerificationPage?code=PF-2026-0007');
  });

  it('shows the organisation’s points with each event and the points its rule gave', async () => {
    signIn(['sfIntegral:list']);
    renderAt('/', <SfIntegralRuleList />);
    expect(await screen.findByText('三方质控不合格')).toBeInTheDocument();
    expect(screen.getByText('积分合计')).toBeInTheDocument();
    expect(screen.getByText('-13')).toBeInTheDocument();
  });
});
