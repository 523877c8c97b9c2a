import type { HistoryEntry, ResourceRow } from '@ohit/contracts';
import { labFamily } from '@ohit/domain';
import { groupByProject } from './record-groups';
import { amendmentsOf, eightDigits, lastEvent, readingColumns } from './record-logic';
import { recordFilter, RECORD_SCREENS, recordView } from './record-views';

const entry = (id: string, type: string, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  type,
  action: type,
  actorId: 1,
  actorName: '王分析',
  occurredAt: `2026-03-0${id}T08:00:00.000Z`,
  reason: null,
  changes: [],
  transition: null,
  ...extra,
});
const moved = (id: string, event: string, reason: string | null = null) =>
  entry(id, 'LabBatchTransitioned', { reason, transition: { event, from: 'a', to: 'b', fromLabel: 'A', toLabel: 'B' } });
const change = { field: 'response', label: '响应值', old: '1.2', new: '1.25' };

describe('original record logic', () => {
  it('prints the curve to 8 significant digits, by decimal rounding, never through floats', () => {
    expect(eightDigits('0.999999573')).toBe('0.99999957');
    expect(eightDigits('0.0123456789')).toBe('0.012345679');
    expect(eightDigits('12.3')).toBe('12.300000');
    expect(eightDigits('0')).toBe('0');
    expect(eightDigits(null)).toBe('');
  });

  it('titles the readings of a family in its entry order with label and unit (an outsourced c in mg/m³)', () => {
    expect(readingColumns(labFamily('gc')).map((c) => c.title)).toEqual(['仪器响应值 y', '后段响应值', '解吸液体积 v（mL）', '稀释倍数', '标准采样体积 V0（L）']);
    expect(readingColumns(labFamily('outsourced')).map((c) => c.title)).toEqual(['测得浓度/含量 c（mg/m³）']);
    expect(readingColumns(labFamily('dust-gravimetric')).map((c) => c.key)).toEqual(['massBefore', 'massAfter', 'standardVolume']);
  });

  it('takes as amendments only what changed after the first submission, returns and resubmissions included', () => {
    const history = [
      entry('1', 'LabBatchCreated', { changes: [change] }),
      entry('2', 'LabBatchChildEdited', { changes: [change] }),
      moved('3', 'submit'),
      moved('4', 'check'),
      moved('5', 'returnForCorrection', '平行样偏差大'),
      entry('6', 'LabBatchChildEdited', { changes: [change], reason: '录入错误' }),
      entry('7', 'LabBatchEdited', { changes: [] }),
      moved('8', 'submit'),
    ];
    expect(amendmentsOf(history).map((e) => e.id)).toEqual(['5', '6', '8']);
    expect(amendmentsOf(history.slice(0, 2))).toEqual([]);
    expect(lastEvent(history, 'submit')?.id).toBe('8');
  });

  it('groups batches by project (a batch of two projects in both), open work first', () => {
    const batch = (id: number, projectNames: string, state: string, analysisDate: string, extra: Partial<ResourceRow> = {}) =>
      ({ id, version: 1, code: `JC-${id}`, projectNames, state, analysisDate, sampleCount: 3, qcPassed: true, ...extra }) as ResourceRow;
    const groups = groupByProject([
      batch(1, '甲厂年度检测', 'released', '2026-03-07'),
      batch(2, '甲厂年度检测、乙厂评价', 'submitted', '2026-03-05', { qcPassed: false }),
      batch(3, '丙厂检测', 'released', '2026-03-09'),
      batch(4, '', 'checked', '2026-02-01'),
    ]);
    expect(groups.map((g) => g.project)).toEqual(['甲厂年度检测', '乙厂评价', '', '丙厂检测']);
    const first = groups[0];
    expect(first.batches.map((b) => b.id)).toEqual([1, 2]);
    expect(first.samples).toBe(6);
    expect(first.byState).toEqual({ submitted: 1, checked: 0, verified: 0, released: 1 });
    expect(first.qcFailed).toBe(1);
    expect(first.lastAnalysis).toBe('2026-03-07');
    expect(first.complete).toBe(false);
    expect(groups[3].complete).toBe(true);
  });

  it('views the batches under each menu\'s own prefix, narrowed to its origin and to submitted or later', () => {
    const view = recordView(RECORD_SCREENS.recordLyjc);
    expect(view.permission).toBe('recordLyjc');
    expect(view.permissionAliases).toEqual([]);
    expect(view.listCommands).toEqual([]);
    expect(view.actions).toEqual(['export']);
    expect(view.detailRoute?.name).toBe('recordPageNewLyjc');
    expect(recordFilter(RECORD_SCREENS.recordLyjc)).toEqual({ origin: 'incoming', state: ['submitted', 'checked', 'verified', 'released'] });
    expect(recordFilter(RECORD_SCREENS.record, 'checked')).toEqual({ origin: 'site', state: ['checked'] });
    // a state a record never has is not a way round the narrowing
    expect(recordFilter(RECORD_SCREENS.record, 'assigned').state).toEqual(['submitted', 'checked', 'verified', 'released']);
  });
});
