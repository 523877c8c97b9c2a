import { configure, render, screen, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import RefineProviders from '../../providers/RefineProviders';
import { realtime } from '../../realtime/realtime';
import { session } from '../../session/session-store';
import { registerUi } from '../../ui/bridge';
import ConsumablePlanPage from './ConsumablePlanPage';

configure({ asyncUtilTimeout: 30000 });
jest.setTimeout(120000);

jest.mock('socket.io-client', () => ({
  io: () => ({ connected: true, on: () => undefined, off: () => undefined, disconnect: () => undefined }),
}));

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;

describe('耗材计划 (planHc: the consumables of the project’s sampling plan)', () => {
  let state = 'approved';
  let restore: () => void;
  beforeEach(() => {
    (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string) => {
      if (url.startsWith('/api/samplingPlan?')) return json(200, { content: [{ id: 21, version: 1, belongProject: 5, state }], totalElements: 1 });
      if (url === '/api/samplingPlan/21/consumables') {
        return json(200, {
          planId: 21,
          state,
          totalSamples: 39,
          totalBlanks: 18,
          collectors: [
            { collector: '微孔滤膜', medium: '', hazards: ['锰'], samples: 18, blanks: 6, total: 24 },
            { collector: '活性炭管', medium: '100mg/50mg', hazards: ['甲苯', '二甲苯'], samples: 21, blanks: 12, total: 33 },
          ],
          reagents: [{ hazard: '甲苯', method: 'GBZ/T 300.66-2017 溶剂解吸-气相色谱法', reagent: '1.0 mL二硫化碳', samples: 18 }],
        });
      }
      return json(404, { status: 404, message: url });
    });
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'u', isAdmin: false, isQy: 0, organization: { organizationId: 7, name: 'org' } } as never, roles: ['samplePrepare:list', 'samplePlan:list'], dataScopes: [], authorities: [] });
  });
  afterEach(() => {
    realtime.stop();
    restore();
  });
  const renderAt = () =>
    render(
      <AntdApp>
        <MemoryRouter initialEntries={['/siteSample/samplePrepare/consumablePlan/planHc?belongProject=5']}>
          <RefineProviders>
            <ConsumablePlanPage />
          </RefineProviders>
        </MemoryRouter>
      </AntdApp>,
    );

  it('lists the collectors and media by samples and blanks, and the reagents by the samples they serve', async () => {
    renderAt();
    const page = await screen.findByTestId('consumable-plan');
    expect(within(page).getByText('样品 39 个，空白 18 个')).toBeInTheDocument();
    const tube = within(page).getByText('活性炭管').closest('tr') as HTMLElement;
    expect(Array.from(tube.querySelectorAll('td')).map((td) => td.textContent)).toEqual(['活性炭管', '100mg/50mg', '甲苯、二甲苯', '21', '12', '33']);
    expect(within(page).getByText('1.0 mL二硫化碳')).toBeInTheDocument();
    expect(within(page).queryByText('采样方案尚未批准，以下为按当前方案估算的耗材')).toBeNull();
  });

  it('says a plan not yet approved is an estimate', async () => {
    state = 'draft';
    renderAt();
    await screen.findByText('采样方案尚未批准，以下为按当前方案估算的耗材');
    state = 'approved';
  });
});
