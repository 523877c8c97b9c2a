import { type Job, UnrecoverableError } from 'bullmq';
import { allQueues, EVENT_TYPES, EXPORT_JOB, IMPORT_JOB, jobFaultMessage, type JobTypeContract, jobTypeLabel, jobTypeOf, registerJobType, resourceEventType } from '@ohit/contracts';
import { loadConfig } from '@ohit/server-config';
import { requestedJob } from '../processors/outbox-relay.processor';
import { queueDispatcher } from './job-dispatch';
import type { JobProcessor } from './job-processor';

/** A report render as a later module would add it: a contract in its own file, a processor in the worker. */
const FAKE_RENDER = registerJobType<{ reportId: number }>({
  name: 'fakeRender',
  queue: 'fake-renders',
  jobName: 'fake-render',
  label: '报告生成',
  producesFile: true,
  faultMessage: '报告生成失败，请稍后重试',
  // Any event type names it here; a real module adds its own '<Type>Requested' event.
  requestedBy: resourceEventType('fakeReport', 'CommandRun'),
});

class FakeRenderProcessor implements JobProcessor {
  readonly jobType = FAKE_RENDER;
  readonly queue = FAKE_RENDER.queue;
  readonly ran: string[] = [];
  async process(job: Job): Promise<unknown> {
    this.ran.push(job.data.jobId);
    return { rendered: job.data.jobId };
  }
}

/** Stands in for ExportXlsxProcessor (which needs PostgreSQL): same contract, same queue. */
class ExportStub implements JobProcessor {
  readonly jobType = EXPORT_JOB;
  readonly queue = EXPORT_JOB.queue;
  async process(): Promise<unknown> {
    return 'export';
  }
}

const jobOf = (name: string, jobId: string) => ({ name, data: { jobId } }) as unknown as Job;

describe('job types are a registry: a new type is a contract plus a processor', () => {
  it('registers export and import as two job types', () => {
    expect([jobTypeOf('export'), jobTypeOf('import')]).toEqual([EXPORT_JOB, IMPORT_JOB]);
    expect([EXPORT_JOB.producesFile, IMPORT_JOB.producesFile]).toEqual([true, false]);
    expect([jobTypeLabel('export'), jobTypeLabel('import'), jobTypeLabel('fakeRender')]).toEqual(['导出', '导入', '报告生成']);
    expect(jobFaultMessage('fakeRender')).toBe('报告生成失败，请稍后重试');
  });

  it("accepts the new type's queue in ACTIVE_QUEUES, and still refuses an unknown one", () => {
    expect(loadConfig({ ACTIVE_QUEUES: 'fake-renders,exports' }, allQueues()).worker.activeQueues).toEqual(['fake-renders', 'exports']);
    expect(() => loadConfig({ ACTIVE_QUEUES: 'fake-rendres' }, allQueues())).toThrow('ACTIVE_QUEUES');
  });

  it('the outbox relay enqueues the job its requesting event asks for, under the jobs row id', () => {
    const id = '0b6c4f7e-8d5a-4c1e-9f3b-2a7d6e5c4b3a';
    expect(requestedJob({ type: FAKE_RENDER.requestedBy, aggregateId: id })).toEqual({ queue: 'fake-renders', name: 'fake-render', data: { jobId: id }, jobId: id });
    expect(requestedJob({ type: EVENT_TYPES.ExportRequested, aggregateId: id })).toEqual({ queue: 'exports', name: 'export-xlsx', data: { jobId: id }, jobId: id });
    expect(requestedJob({ type: EVENT_TYPES.ImportRequested, aggregateId: id })?.queue).toBe('imports');
    expect(requestedJob({ type: EVENT_TYPES.JobCancelRequested, aggregateId: id })).toBeNull();
  });

  it("the worker dispatches the type's jobs to its processor, and fails a job no processor knows", async () => {
    const fake = new FakeRenderProcessor();
    const processors = [new ExportStub(), fake];
    const dispatch = queueDispatcher('fake-renders', processors);
    await expect(dispatch?.(jobOf('fake-render', 'job-1'))).resolves.toEqual({ rendered: 'job-1' });
    expect(fake.ran).toEqual(['job-1']);
    await expect(queueDispatcher('exports', processors)?.(jobOf('export-xlsx', 'job-2'))).resolves.toBe('export');
    await expect(dispatch?.(jobOf('export-xlsx', 'job-3'))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(queueDispatcher('imports', processors)).toBeUndefined();
  });

  it('routes two types sharing a queue by job name', async () => {
    const PUSH: JobTypeContract = registerJobType({ name: 'fakePush', queue: 'fake-renders', jobName: 'fake-push', label: '推送', producesFile: false, faultMessage: '推送失败', requestedBy: resourceEventType('fakePush', 'CommandRun') });
    const push: JobProcessor = { jobType: PUSH, queue: PUSH.queue, process: async () => 'pushed' };
    const dispatch = queueDispatcher('fake-renders', [new FakeRenderProcessor(), push]);
    await expect(dispatch?.(jobOf('fake-push', 'job-4'))).resolves.toBe('pushed');
    await expect(dispatch?.(jobOf('fake-render', 'job-5'))).resolves.toEqual({ rendered: 'job-5' });
  });

  it('refuses a second type of the same name, and a name jobs.type cannot hold', () => {
    expect(() => registerJobType({ ...FAKE_RENDER, queue: 'other' })).toThrow('registered twice');
    expect(() => registerJobType({ ...FAKE_RENDER, name: 'Report-Render' })).toThrow('lower camelCase');
  });
});
