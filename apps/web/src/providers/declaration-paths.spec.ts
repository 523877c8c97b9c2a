import { PROJECT } from '@ohit/contracts';
import { session } from '../session/session-store';
import { registerUi } from '../ui/bridge';
import { dataProvider } from './data-provider';
import { registerDeclaration } from './resources';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;

describe("Refine's data provider on a declared resource", () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json(200, { id: 5, version: 1 }));
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
  });
  afterEach(() => restore());

  it("reaches the generic engine's paths under the declaration's url, whatever its name", async () => {
    registerDeclaration({ ...PROJECT, name: 'projectElsewhere', url: '/api/projectManage/' });
    await dataProvider.getOne({ resource: 'projectElsewhere', id: 5 });
    await dataProvider.update({ resource: 'projectElsewhere', id: 5, variables: { version: 1, name: 'n' } });
    await dataProvider.deleteMany!({ resource: 'projectElsewhere', ids: [5, 6] });
    const calls = fetchMock.mock.calls.map(([url, init]) => [init.method, url, init.body]);
    expect(calls).toEqual([
      ['GET', '/api/projectManage/5', undefined],
      ['PUT', '/api/projectManage/edit', '{"version":1,"name":"n","id":5}'],
      ['DELETE', '/api/projectManage/delete', '{"ids":[5,6]}'],
    ]);
  });
});
