import { contactHoursProblem, surveyPostProblem } from './survey-facts';

const welder = { post: '焊工', headcount: 6, exposedHeadcount: 6, hoursPerDay: '8.0', daysPerWeek: '5' };

describe('site survey facts', () => {
  it('accepts a post whose figures can be true', () => {
    expect(surveyPostProblem(welder)).toBeNull();
    expect(surveyPostProblem({ ...welder, exposedHeadcount: 0, hoursPerDay: '24', daysPerWeek: '7' })).toBeNull();
  });

  it('refuses more exposed workers than the post has, a shift over 24 h and a week over 7 days', () => {
    expect(surveyPostProblem({ ...welder, exposedHeadcount: 7 })).toBe('岗位“焊工”的接害人数（7）不能多于定员人数（6）');
    expect(surveyPostProblem({ ...welder, hoursPerDay: '24.5' })).toBe('岗位“焊工”的每班工作时间不能超过24小时');
    expect(surveyPostProblem({ ...welder, daysPerWeek: '7.5' })).toBe('岗位“焊工”的每周工作天数不能超过7天');
  });

  it('refuses a contact time longer than the post’s shift, exactly (8.0 h equals 8 h)', () => {
    expect(contactHoursProblem('锰及其无机化合物', '8', welder)).toBeNull();
    expect(contactHoursProblem('锰及其无机化合物', null, welder)).toBeNull();
    expect(contactHoursProblem('锰及其无机化合物', '8.1', welder)).toBe('锰及其无机化合物的接触时间不能超过岗位“焊工”的每班工作时间（8.0h）');
  });
});
