import { fieldMeasurementProblems, fieldMeasurementUnit, isFieldMeasurementFactor } from './field-measurement';

const noise = { hazard: '噪声', value: '88.0', durationMinutes: '240' };

describe('field measurements of noise and heat', () => {
  it('takes only 噪声 and 高温, each with its unit', () => {
    expect(isFieldMeasurementFactor('噪声')).toBe(true);
    expect(isFieldMeasurementFactor('高温')).toBe(true);
    expect(isFieldMeasurementFactor('甲苯')).toBe(false);
    expect(isFieldMeasurementFactor('toString')).toBe(false);
    expect(fieldMeasurementUnit('噪声')).toBe('dB(A)');
    expect(fieldMeasurementUnit('高温')).toBe('℃');
    expect(fieldMeasurementUnit('手传振动')).toBeNull();
    expect(fieldMeasurementProblems({ ...noise, hazard: '手传振动' })).toEqual(['物理因素只能是噪声或高温，当前为“手传振动”']);
  });

  it('accepts plausible values and refuses the slips with the range', () => {
    expect(fieldMeasurementProblems(noise)).toEqual([]);
    expect(fieldMeasurementProblems({ hazard: '高温', value: '29.5', durationMinutes: '480' })).toEqual([]);
    expect(fieldMeasurementProblems({ ...noise, value: '880' })).toEqual(['噪声的等效声级LAeq应在20～160dB(A)之间，当前为880dB(A)']);
    expect(fieldMeasurementProblems({ ...noise, value: '19.9' })).toEqual(['噪声的等效声级LAeq应在20～160dB(A)之间，当前为19.9dB(A)']);
    expect(fieldMeasurementProblems({ hazard: '高温', value: '85', durationMinutes: '60' })).toEqual(['高温的WBGT指数应在0～60℃之间，当前为85℃']);
    expect(fieldMeasurementProblems({ hazard: '高温', value: '-1', durationMinutes: '60' })).toEqual(['高温的WBGT指数应在0～60℃之间，当前为-1℃']);
  });

  it('needs an exposure time over 0 and at most a day, and an end after its start', () => {
    expect(fieldMeasurementProblems({ ...noise, durationMinutes: '0' })).toEqual(['接触时间必须大于0分钟']);
    expect(fieldMeasurementProblems({ ...noise, durationMinutes: '1441' })).toEqual(['接触时间不能超过1440分钟（24小时），当前为1441分钟']);
    expect(fieldMeasurementProblems({ ...noise, startTime: '2026-03-02T03:00:00.000Z', endTime: '2026-03-02T01:00:00.000Z' })).toEqual(['测量结束时间必须晚于开始时间']);
    expect(fieldMeasurementProblems({ ...noise, startTime: '2026-03-02T01:00:00.000Z', endTime: '2026-03-02T01:10:00.000Z' })).toEqual([]);
  });

  it('leaves missing or non-numeric values to the form’s own checks', () => {
    expect(fieldMeasurementProblems({ hazard: null, value: null, durationMinutes: undefined })).toEqual([]);
    expect(fieldMeasurementProblems({ ...noise, value: '八十八' })).toEqual([]);
  });
});
