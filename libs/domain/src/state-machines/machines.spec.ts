import fc from 'fast-check';
import { DomainError } from '../errors';
import { labRecordStateMachine, type LabRecordContext } from './lab-record-state-machine';
import { projectStateMachine } from './project-state-machine';
import { provincialPushStateMachine } from './provincial-push-state-machine';
import { reportStateMachine } from './report-state-machine';
import { sampleStateMachine } from './sample-state-machine';
import type { StateMachine } from './state-machine';
import { StateMachineErrorCodes } from './state-machine-error-codes';
import { surveyStateMachine } from './survey-state-machine';
import { equipmentIssueStateMachine } from './equipment-issue-state-machine';
import { samplingPlanStateMachine } from './sampling-plan-state-machine';
import { samplingDayStateMachine } from './sampling-day-state-machine';
import { sampleHandoverStateMachine } from './sample-handover-state-machine';

type AnyMachine = StateMachine<string, string, Record<string, unknown>>;

/** Contexts that together satisfy every guard of every machine. */
const permissiveContexts: Record<string, unknown>[] = [
  { reason: '原因', incomingSamples: false, incomingSample: false, actorId: 'u9', authorId: 'u1', checkerId: 'u2' },
  { reason: '原因', incomingSamples: true, incomingSample: true, actorId: 'u9', authorId: 'u1', checkerId: 'u2' },
];

const machines: [string, AnyMachine][] = [
  ['project', projectStateMachine as unknown as AnyMachine],
  ['sample', sampleStateMachine as unknown as AnyMachine],
  ['lab record', labRecordStateMachine as unknown as AnyMachine],
  ['report', reportStateMachine as unknown as AnyMachine],
  ['provincial push', provincialPushStateMachine as unknown as AnyMachine],
  ['survey', surveyStateMachine as unknown as AnyMachine],
  ['equipment issue', equipmentIssueStateMachine as unknown as AnyMachine],
  ['sampling plan', samplingPlanStateMachine as unknown as AnyMachine],
  ['sampling day', samplingDayStateMachine as unknown as AnyMachine],
  ['sample hand-over', sampleHandoverStateMachine as unknown as AnyMachine],
];

const contextArbitrary = fc.record(
  {
    reason: fc.option(fc.constantFrom('', '  ', '数据有误'), { nil: undefined }),
    incomingSamples: fc.boolean(),
    incomingSample: fc.boolean(),
    actorId: fc.option(fc.constantFrom('u1', 'u2', 'u9'), { nil: undefined }),
    authorId: fc.constantFrom('u1', 'u2'),
    checkerId: fc.constantFrom('u1', 'u2'),
    allowSelfVerification: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe.each(machines)('%s state machine (laws)', (_name, machine) => {
  it('reaches every state from the initial one through allowed transitions', () => {
    const seen = new Set<string>([machine.initial]);
    const queue = [machine.initial];
    while (queue.length > 0) {
      const state = queue.shift() as string;
      for (const ctx of permissiveContexts) {
        for (const event of machine.available(state, ctx)) {
          const next = machine.transition(state, event, ctx);
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
    }
    expect([...seen].sort()).toEqual([...machine.states].sort());
    expect([...machine.reachableFrom()].sort()).toEqual([...machine.states].sort());
  });

  it('has no transition out of a terminal state, whatever the event and context', () => {
    const terminals = machine.states.filter((s) => machine.isTerminal(s));
    fc.assert(
      fc.property(fc.constantFrom(...machine.events), contextArbitrary, (event, ctx) => {
        for (const state of terminals) {
          expect(machine.available(state, ctx)).toEqual([]);
          expect(() => machine.transition(state, event, ctx)).toThrow(DomainError);
        }
      }),
    );
  });

  it('leaves no non-terminal state without a way out', () => {
    for (const state of machine.states.filter((s) => !machine.isTerminal(s))) {
      expect(machine.defined(state).length).toBeGreaterThan(0);
    }
  });

  it('labels every state and event in Chinese', () => {
    for (const state of machine.states) expect(machine.stateLabel(state)).toMatch(/[\u4e00-\u9fff]/);
    for (const event of machine.events) expect(machine.eventLabel(event)).toMatch(/[\u4e00-\u9fff]/);
  });

  it('on any random walk either moves along the table or refuses with a Chinese DomainError', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...machine.events), contextArbitrary), { maxLength: 40 }), (steps) => {
        let state = machine.initial;
        for (const [event, ctx] of steps) {
          const allowed = machine.can(state, event, ctx);
          try {
            const next = machine.transition(state, event, ctx);
            expect(allowed).toBe(true);
            expect(machine.targets(state)).toContain(next);
            state = next;
          } catch (error) {
            expect(allowed).toBe(false);
            expect(error).toBeInstanceOf(DomainError);
            expect((error as DomainError).message).toMatch(/[\u4e00-\u9fff]/);
          }
          expect(machine.isState(state)).toBe(true);
        }
      }),
    );
  });
});

describe('project state machine', () => {
  const m = projectStateMachine;
  it('runs a field project end to end', () => {
    const path = ['signContract', 'startSurvey', 'startSampling', 'startTesting', 'completeTesting', 'issueReport', 'archive'] as const;
    let state = m.initial;
    for (const event of path) state = m.transition(state, event, {});
    expect(state).toBe('archived');
    expect(m.stateLabel(state)).toBe('已归档');
  });

  it('lets incoming-sample projects (来样检测) skip survey and sampling, and only them', () => {
    expect(m.transition('contracted', 'startTesting', { incomingSamples: true })).toBe('testing');
    expect(() => m.transition('contracted', 'startTesting', {})).toThrow('现场检测项目须先完成现场调查和采样');
    expect(() => m.transition('contracted', 'startSurvey', { incomingSamples: true })).toThrow('来样检测项目无需现场调查和采样');
  });

  it('needs a reason to cancel or to re-open for an amendment', () => {
    expect(() => m.transition('testing', 'cancel', {})).toThrow('中止项目必须填写原因');
    expect(m.transition('testing', 'cancel', { reason: '客户撤销委托' })).toBe('cancelled');
    expect(() => m.transition('issued', 'reopenForAmendment', { reason: ' ' })).toThrow('报告修改必须填写原因');
    expect(m.transition('issued', 'reopenForAmendment', { reason: '更正岗位名称' })).toBe('reporting');
    expect(() => m.transition('issued', 'cancel', { reason: 'x' })).toThrow('项目处于“报告已签发”状态，不能执行“中止项目”');
  });

  it('suspends (挂起) with a reason and resumes (恢复) to the state it was suspended in', () => {
    expect(() => m.transition('sampling', 'suspend', {})).toThrow('挂起项目必须填写原因');
    expect(m.transition('sampling', 'suspend', { reason: '企业停产' })).toBe('suspended');
    expect(m.transition('suspended', 'resume', { suspendedFrom: 'sampling' })).toBe('sampling');
    expect(m.transition('suspended', 'resume', { suspendedFrom: 'created' })).toBe('created');
    expect(() => m.transition('suspended', 'resume', {})).toThrow('挂起前的项目状态未知，无法恢复');
    expect(() => m.transition('suspended', 'startTesting', {})).toThrow('项目处于“已挂起”状态，不能执行“开始实验室检测”');
    expect(m.transition('suspended', 'cancel', { reason: '合同终止' })).toBe('cancelled');
    expect(() => m.transition('issued', 'suspend', { reason: 'x' })).toThrow('不能执行“挂起”');
  });
});

describe('sample state machine', () => {
  const m = sampleStateMachine;
  it('follows the chain of custody from the plan to retention and disposal', () => {
    const path = ['collect', 'dispatch', 'receive', 'distribute', 'startTesting', 'completeTesting', 'retain', 'dispose'] as const;
    let state = m.initial;
    const labels = [m.stateLabel(state)];
    for (const event of path) {
      state = m.transition(state, event, { reason: '检测完成，留样期满' });
      labels.push(m.stateLabel(state));
    }
    expect(labels).toEqual(['待采样', '已采集', '运输中', '已接收', '已分发', '检测中', '已检测', '留样中', '已处置']);
  });

  it('cancels a sample no longer planned and restores it when planned again, never once collected', () => {
    expect(m.transition('planned', 'cancel', {})).toBe('cancelled');
    expect(m.transition('cancelled', 'restore', {})).toBe('planned');
    expect(() => m.transition('collected', 'cancel', {})).toThrow('不能执行“取消”');
    expect(() => m.transition('cancelled', 'collect', {})).toThrow(DomainError);
  });

  it('receives an incoming sample without transport, but not a field sample', () => {
    expect(m.transition('collected', 'receive', { incomingSample: true })).toBe('received');
    expect(() => m.transition('collected', 'receive', {})).toThrow('现场采集的样品须经运输后接收');
  });

  it('rejects, retests, takes back a distribution and disposes only with a reason', () => {
    expect(() => m.transition('inTransit', 'reject', {})).toThrow('拒收必须填写原因');
    expect(m.transition('inTransit', 'reject', { reason: '样品破损' })).toBe('rejected');
    expect(() => m.transition('tested', 'retest', {})).toThrow('复测必须填写原因');
    expect(m.transition('retained', 'retest', { reason: '平行样偏差超限' })).toBe('testing');
    expect(() => m.transition('testing', 'reject', { reason: 'x' })).toThrow(DomainError);
    expect(() => m.transition('distributed', 'undistribute', {})).toThrow('撤销分发必须填写原因');
    expect(m.transition('distributed', 'undistribute', { reason: '检测人休假' })).toBe('received');
    expect(() => m.transition('received', 'dispose', { reason: ' ' })).toThrow('处置必须填写原因');
    // a sample never analysed (past its shelf life) leaves the store with a reason
    expect(m.transition('received', 'dispose', { reason: '超过保存期限，未检测' })).toBe('disposed');
    expect(() => m.transition('distributed', 'dispose', { reason: 'x' })).toThrow(DomainError);
  });
});

describe('sample hand-over state machine', () => {
  it('is confirmed once and then closed', () => {
    const m = sampleHandoverStateMachine;
    expect(m.stateLabel(m.initial)).toBe('待接收');
    expect(m.transition('sent', 'confirm', {})).toBe('confirmed');
    expect(() => m.transition('confirmed', 'confirm', {})).toThrow(DomainError);
  });
});

describe('lab record state machine', () => {
  const m = labRecordStateMachine;
  const base: LabRecordContext = { authorId: 'u1', checkerId: 'u2' };

  it('goes draft → submitted → checked → reviewed by three different people', () => {
    expect(m.transition('draft', 'submit', { ...base, actorId: 'u1' })).toBe('submitted');
    expect(m.transition('submitted', 'check', { ...base, actorId: 'u2' })).toBe('checked');
    expect(m.transition('checked', 'review', { ...base, actorId: 'u3' })).toBe('reviewed');
  });

  it('refuses self-checking and self-review unless the organisation allows it', () => {
    expect(() => m.transition('submitted', 'check', { ...base, actorId: 'u1' })).toThrow('校核人不能与前序经办人为同一人');
    expect(() => m.transition('checked', 'review', { ...base, actorId: 'u2' })).toThrow('审核人不能与前序经办人为同一人');
    expect(() => m.transition('checked', 'review', { ...base })).toThrow('缺少审核人信息');
    expect(m.transition('checked', 'review', { ...base, actorId: 'u1', allowSelfVerification: true })).toBe('reviewed');
  });

  it('returns for correction and re-opens only with a reason', () => {
    expect(() => m.transition('checked', 'returnForCorrection', {})).toThrow('退回必须填写原因');
    expect(m.transition('submitted', 'returnForCorrection', { reason: '曲线点缺失' })).toBe('draft');
    expect(() => m.transition('reviewed', 'reopenForAmendment', {})).toThrow('更正必须填写原因');
    expect(m.transition('reviewed', 'reopenForAmendment', { reason: '抄写错误' })).toBe('draft');
    expect(m.available('draft', {})).toEqual(['submit']);
  });
});

describe('report state machine', () => {
  const m = reportStateMachine;
  it('is submitted, passes its approval steps and is issued', () => {
    let state = m.initial;
    for (const event of ['submit', 'pass', 'pass', 'issue'] as const) state = m.transition(state, event, {});
    expect(state).toBe('issued');
    expect(m.stateLabel(state)).toBe('已签发');
    expect(m.stateLabel('approving')).toBe('审批中');
  });

  it.each([
    ['return', 'approving'],
    ['returnToCompiler', 'compiling'],
  ] as const)('%s goes back (to %s) only with a reason', (event, to) => {
    const error = (() => {
      try {
        m.transition('approving', event, { reason: '' });
      } catch (e) {
        return e as DomainError;
      }
      return null;
    })();
    expect(error?.code).toBe(StateMachineErrorCodes.guardRejected);
    expect(error?.message).toBe('退回必须填写原因');
    expect(m.transition('approving', event, { reason: '结论与数据不符' })).toBe(to);
  });

  it('re-opens an issued report for amendment, or supersedes it, with a reason', () => {
    expect(() => m.transition('issued', 'amend', {})).toThrow('报告修改必须填写原因');
    expect(m.transition('issued', 'amend', { reason: '单位名称有误' })).toBe('compiling');
    expect(m.transition('issued', 'supersede', { reason: '重新出具' })).toBe('superseded');
    expect(() => m.transition('compiling', 'issue', {})).toThrow('报告处于“编制中”状态，不能执行“签发”');
  });
});

describe('provincial push state machine', () => {
  const m = provincialPushStateMachine;
  it('uses the Chinese state names of the workflow', () => {
    expect(Object.values(m.stateLabels())).toEqual(['待提交', '待主管审核', '主管驳回', '待质控审核', '质控驳回', '推送中', '已推送', '推送失败']);
  });

  it('goes through both reviews, and each rejection needs a reason and allows resubmission', () => {
    expect(m.transition('pendingSubmission', 'submit', {})).toBe('awaitingSupervisor');
    expect(() => m.transition('awaitingSupervisor', 'supervisorReject', {})).toThrow('驳回必须填写原因');
    expect(m.transition('awaitingSupervisor', 'supervisorReject', { reason: '人数不符' })).toBe('supervisorRejected');
    expect(m.transition('supervisorRejected', 'submit', {})).toBe('awaitingSupervisor');
    expect(m.transition('awaitingSupervisor', 'supervisorApprove', {})).toBe('awaitingQc');
    expect(m.transition('awaitingQc', 'qcReject', { reason: '检测结果单位错误' })).toBe('qcRejected');
    expect(m.transition('qcRejected', 'submit', {})).toBe('awaitingSupervisor');
    expect(m.transition('awaitingQc', 'qcApprove', {})).toBe('pushing');
    expect(() => m.transition('pendingSubmission', 'qcApprove', {})).toThrow('省平台推送处于“待提交”状态，不能执行“质控审核通过”');
  });

  it('queues the push on 质控审核通过; the job ends it 已推送 or 推送失败 with the province\'s message', () => {
    expect(m.transition('pushing', 'pushSucceeded', {})).toBe('pushed');
    expect(() => m.transition('pushing', 'pushRefused', {})).toThrow('推送失败必须填写原因');
    expect(m.transition('pushing', 'pushRefused', { reason: '信用代码校验失败' })).toBe('pushFailed');
    expect(m.isTerminal('pushed')).toBe(true);
    expect(() => m.transition('pushed', 'retry', {})).toThrow('省平台推送处于“已推送”状态，不能执行“重新推送”');
  });

  it('pushes a failed record again (重新推送), or takes it corrected back through both reviews', () => {
    expect(m.transition('pushFailed', 'retry', {})).toBe('pushing');
    expect(m.transition('pushFailed', 'submit', {})).toBe('awaitingSupervisor');
    expect(() => m.transition('pushing', 'submit', {})).toThrow('不能执行“提交”');
  });
});

describe('equipment issue state machine', () => {
  const m = equipmentIssueStateMachine;
  it('goes out with a project and comes back in good order, damaged (with what is wrong) or reported lost', () => {
    expect(m.initial).toBe('issued');
    expect(m.transition('issued', 'return', {})).toBe('returned');
    expect(() => m.transition('issued', 'returnDamaged', {})).toThrow('损坏归还必须填写原因');
    expect(m.transition('issued', 'returnDamaged', { reason: '流量计读数漂移' })).toBe('damaged');
    expect(() => m.transition('issued', 'reportLost', { reason: ' ' })).toThrow('报告遗失必须填写原因');
    expect(m.transition('issued', 'reportLost', { reason: '现场遗失' })).toBe('lost');
  });

  it('returns a lost instrument that turns up; a returned one is closed', () => {
    expect(m.transition('lost', 'return', {})).toBe('returned');
    expect(() => m.transition('returned', 'return', {})).toThrow('出库记录处于“已归还”状态，不能执行“归还”');
    expect(() => m.transition('lost', 'reportLost', { reason: 'x' })).toThrow(DomainError);
  });
});
