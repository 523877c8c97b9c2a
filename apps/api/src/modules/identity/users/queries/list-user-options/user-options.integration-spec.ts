import { as, loginAs, seed } from '../../../../../testing/identity';
import { createTestApp, TestApp } from '../../../../../testing/test-app';

/** GET api/users/options: the colleagues a user field's picker offers. */
describe('GET api/users/options', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
  });
  afterAll(() => t.close());

  it('offers enabled colleagues of the own organisation by name to a user without user management, narrowed by role', async () => {
    const sampler = as(t.app, await loginAs(t.app, 'sampler')); // no user:list
    await sampler.get('/api/users').expect(403);
    const all = (await sampler.get('/api/users/options').expect(200)).body as { id: number; name: string; username: string }[];
    const names = all.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'surveyor', 'sampler', 'analyst']));
    expect(names).not.toContain('orgb-admin');
    expect(all.find((u) => u.username === 'surveyor')).toEqual({ id: expect.any(Number), name: '张调查', username: 'surveyor' });
    expect((await sampler.get('/api/users/options?blurry=张').expect(200)).body.map((u: { username: string }) => u.username)).toEqual(['surveyor']);
    expect((await sampler.get(`/api/users/options?role=${encodeURIComponent('检测分析员')}`).expect(200)).body.map((u: { username: string }) => u.username)).toEqual(['analyst']);
    // another organisation outside the caller's scope is ignored: still their own
    const orgb = as(t.app, await loginAs(t.app, 'orgb-analyst'));
    const theirs = (await orgb.get('/api/users/options').expect(200)).body.map((u: { username: string }) => u.username);
    expect(theirs).toEqual(expect.arrayContaining(['orgb-admin', 'orgb-analyst']));
    expect(theirs).not.toContain('admin');
    await sampler.get('/api/users/options?organizationId=abc').expect(400);
  });
});
