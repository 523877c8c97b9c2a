import { gbz21Limits2019, physicalLimitRows } from '@ohit/domain';
import { hazardOptions } from './hazard-options';
import { loadHazardOptions } from './use-hazard-options';
import { PHYSICAL_AGENT_OPTIONS } from './physical-agents';
import { cancelPayload, relationOutcome, relationPayload } from './relation-payload';

describe('relation payload (spec §3: phyId, projectId, ids, blkSampleIds, hazardNames)', () => {
  it('carries the chosen rows, project, physical factor, hazards and blank samples', () => {
    expect(relationPayload([7], { projectId: 12, phyId: '噪声', hazardNames: ['苯', '其他粉尘'], blkSampleIds: ['KB-1'] })).toEqual({
      phyId: '噪声',
      projectId: 12,
      ids: [7],
      blkSampleIds: ['KB-1'],
      hazardNames: ['苯', '其他粉尘'],
    });
  });

  it('sends null for an unchosen project or factor and trimmed, distinct lists', () => {
    expect(relationPayload([1, 2], { phyId: '高温', blkSampleIds: [' KB-1 ', 'KB-1', '', 'KB-2'], hazardNames: undefined })).toEqual({
      phyId: '高温',
      projectId: null,
      ids: [1, 2],
      blkSampleIds: ['KB-1', 'KB-2'],
      hazardNames: [],
    });
    expect(relationPayload([1], { projectId: 3, phyId: '' }).phyId).toBeNull();
  });

  it('cancels one current relation by its own project and physical factor', () => {
    expect(cancelPayload(4, { projectId: '12', phyId: null })).toEqual({ ids: [4], projectId: '12', phyId: null });
  });

  it("spec §8: code '200' is a success (message, or the fallback); anything else an error with the message", () => {
    expect(relationOutcome({ code: '200', message: '关联成功' }, 'x')).toEqual({ ok: true, message: '关联成功' });
    expect(relationOutcome({ code: 200 as unknown as '200', message: '' }, '关联成功')).toEqual({ ok: true, message: '关联成功' });
    expect(relationOutcome({ code: '400', message: '项目不存在或无权操作' }, 'x')).toEqual({ ok: false, message: '项目不存在或无权操作' });
    expect(relationOutcome(undefined, 'x')).toEqual({ ok: false, message: '' });
  });
});

describe('what the pickers offer, from @ohit/domain', () => {
  it('physical factors: the GBZ 2.2 agents, each once (noise, heat, vibration…)', () => {
    const values = PHYSICAL_AGENT_OPTIONS.map((o) => o.value);
    expect(values).toEqual(expect.arrayContaining(['噪声', '高温', '手传振动', '紫外辐射']));
    expect(new Set(values).size).toBe(values.length);
    expect(new Set(physicalLimitRows.map((r) => r.factorZh))).toEqual(new Set(values));
  });

  it('hazards: GBZ 2.1 chemicals and dusts, one per substance, searchable by English name and CAS', async () => {
    const options = hazardOptions();
    const values = options.map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    expect(new Set(values)).toEqual(new Set(gbz21Limits2019().all().map((r) => r.baseNameZh)));
    const ammonia = options.find((o) => o.value === '氨')!;
    expect(ammonia).toMatchObject({ kind: 'chemical' });
    expect(ammonia.search).toContain('7664-41-7');
    expect(ammonia.search).toContain('ammonia');
    expect(options.some((o) => o.kind === 'dust')).toBe(true);
    expect(await loadHazardOptions()).toEqual(options);
  });
});
