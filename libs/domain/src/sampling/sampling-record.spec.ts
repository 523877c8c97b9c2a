import {
  elapsedMinutes,
  minuteSecondMinutes,
  recordDurationMinutes,
  recordFlowDrift,
  recordFlowDriftExceeded,
  recordSampledVolume,
  recordStandardVolume,
  samplingRecordProblems,
} from './sampling-record';
import { samplingConditionProblems } from './sampling-conditions';

const start = '2026-03-02T01:00:00.000Z';
const end = '2026-03-02T03:00:00.000Z'; // 120 min

describe('sampling record volumes', () => {
  it('takes the duration from start and stop, or from a short sample stopwatch reading (mm:ss)', () => {
    expect(recordDurationMinutes(start, end, null)).toBe('120.00');
    expect(recordDurationMinutes(start, end, '07:30')).toBe('7.50');
    expect(minuteSecondMinutes('15:00')?.toString()).toBe('15');
    expect(minuteSecondMinutes('15:60')).toBeNull();
    expect(elapsedMinutes(end, start)).toBeNull();
  });

  it('draws Vt from the mean flow and keeps V0 = Vt inside 5–35 °C and 98.8–103.4 kPa', () => {
    // mean 1.5 L/min × 120 min = 180 L
    expect(recordSampledVolume('1.5', '1.5', start, end, null, '20', '101.3')).toBe('180.000');
    expect(recordStandardVolume('1.5', '1.5', start, end, null, '20', '101.3')).toBe('180.000');
  });

  it('converts V0 to 20 °C / 101.3 kPa outside the window (GBZ 159)', () => {
    // 180 × 293 / (273 + 40) × 101.3 / 101.3 = 168.498…
    expect(recordStandardVolume('1.5', '1.5', start, end, null, '40', '101.3')).toBe('168.498');
    // 15 min short sample at 0.5 L/min, 90 kPa, 20 °C: 7.5 × 90 / 101.3 = 6.663…
    expect(recordStandardVolume('0.5', '0.5', start, end, '15:00', '20', '90')).toBe('6.663');
  });

  it('flags a flow drift over 5 % and passes exactly 5 %', () => {
    expect(recordFlowDrift('2.00', '1.89')).toBe('5.50');
    expect(recordFlowDriftExceeded('2.00', '1.89')).toBe(true);
    expect(recordFlowDriftExceeded('2.00', '1.90')).toBe(false);
  });

  it('gives nothing while the form is half filled in', () => {
    expect(recordStandardVolume('1.5', '', start, end, null, '20', '101.3')).toBeNull();
    expect(recordStandardVolume('1.5', '1.5', start, null, null, '20', '101.3')).toBeNull();
    expect(recordFlowDrift('abc', '1')).toBeNull();
  });

  it('says why times cannot be right', () => {
    expect(samplingRecordProblems({ flowBefore: '1', flowAfter: '1', startTime: end, endTime: start, temperature: '20', pressure: '101' })).toEqual(['采样结束时间必须晚于开始时间']);
    expect(samplingRecordProblems({ flowBefore: '1', flowAfter: '1', startTime: end, endTime: start, shortDuration: '00:00', temperature: '20', pressure: '101' })).toEqual(['采样时长必须大于0']);
  });
});

describe('sampling conditions', () => {
  it('refuses a value outside its plausible range with the range', () => {
    expect(samplingConditionProblems({ temperature: '25.5', humidity: '65', pressure: '100.8', productionLoad: '90' })).toEqual([]);
    expect(samplingConditionProblems({ humidity: '650', pressure: '1013' })).toEqual(['相对湿度应在0～100%之间，当前为650%', '大气压应在50～110kPa之间，当前为1013kPa']);
  });
});
