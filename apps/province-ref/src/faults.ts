/**
 * Faults the reference platform can be told to inject (POST /admin/faults), so pushes can be shown
 * and tested under a misbehaving province. Each applies to push requests only (not to queries).
 */
export interface FaultSettings {
  /** Answer 429 to the next N pushes; `abovePerSecond` is the same as `rateLimit`. */
  throttle?: { next?: number; abovePerSecond?: number };
  /** Answer 5xx (default 503) to the next N pushes. */
  fail?: { next: number; status?: number };
  /** Never answer the next N pushes; stage `after` stores the record first (the answer is lost). */
  timeout?: { next: number; stage?: 'before' | 'after' };
  /** Refuse the record with this key (every time), or the next N records, with the province's message. */
  refuse?: { key?: string; next?: number; code?: string; message?: string };
  /** Admit at most R pushes per second (429 beyond); null lifts it. */
  rateLimit?: number | null;
}

/** What to do with one push before (or after) it is processed. */
export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'status'; status: number; message: string }
  | { kind: 'hang'; stage: 'before' | 'after' }
  | { kind: 'refuse'; code: string; message: string };

export const DEFAULT_REFUSAL = '报告数据未通过省级平台审核（模拟拒收）';

export class Faults {
  private throttleNext = 0;
  private failNext = 0;
  private failStatus = 503;
  private timeoutNext = 0;
  private timeoutStage: 'before' | 'after' = 'before';
  private refuseKeys = new Map<string, { code: string; message: string }>();
  private refuseNext = 0;
  private refuseNextAnswer = { code: '2002', message: DEFAULT_REFUSAL };
  private rateLimit: number | null = null;
  private window = { second: 0, admitted: 0 };
  /** Pushes admitted per wall-clock second (for the bench's achieved-rate check). */
  readonly admittedPerSecond = new Map<number, number>();

  set(s: FaultSettings): void {
    if (s.throttle?.next !== undefined) this.throttleNext = s.throttle.next;
    if (s.throttle?.abovePerSecond !== undefined) this.rateLimit = s.throttle.abovePerSecond;
    if (s.rateLimit !== undefined) this.rateLimit = s.rateLimit;
    if (s.fail) [this.failNext, this.failStatus] = [s.fail.next, s.fail.status ?? 503];
    if (s.timeout) [this.timeoutNext, this.timeoutStage] = [s.timeout.next, s.timeout.stage ?? 'before'];
    if (s.refuse) {
      const answer = { code: s.refuse.code ?? '2002', message: s.refuse.message ?? DEFAULT_REFUSAL };
      if (s.refuse.key) this.refuseKeys.set(s.refuse.key, answer);
      if (s.refuse.next !== undefined) [this.refuseNext, this.refuseNextAnswer] = [s.refuse.next, answer];
    }
  }

  describe(): Record<string, unknown> {
    return {
      throttleNext: this.throttleNext,
      failNext: this.failNext,
      failStatus: this.failStatus,
      timeoutNext: this.timeoutNext,
      timeoutStage: this.timeoutStage,
      refuseKeys: [...this.refuseKeys.keys()],
      refuseNext: this.refuseNext,
      rateLimit: this.rateLimit,
    };
  }

  reset(): void {
    this.throttleNext = this.failNext = this.timeoutNext = this.refuseNext = 0;
    this.refuseKeys.clear();
    this.rateLimit = null;
    this.admittedPerSecond.clear();
  }

  /** Transport-level faults, decided before the record is looked at. */
  beforePush(): FaultDecision {
    if (this.throttleNext > 0) {
      this.throttleNext--;
      return { kind: 'status', status: 429, message: '请求过于频繁，请稍后重试' };
    }
    if (this.rateLimit !== null) {
      const second = Math.floor(Date.now() / 1000);
      if (this.window.second !== second) this.window = { second, admitted: 0 };
      if (this.window.admitted >= this.rateLimit) return { kind: 'status', status: 429, message: `超过限流：每秒最多${this.rateLimit}次请求` };
      this.window.admitted++;
    }
    if (this.failNext > 0) {
      this.failNext--;
      return { kind: 'status', status: this.failStatus, message: '省级平台内部错误（模拟）' };
    }
    if (this.timeoutNext > 0) {
      this.timeoutNext--;
      return { kind: 'hang', stage: this.timeoutStage };
    }
    const second = Math.floor(Date.now() / 1000);
    this.admittedPerSecond.set(second, (this.admittedPerSecond.get(second) ?? 0) + 1);
    return { kind: 'none' };
  }

  /** A business refusal of this record (after its signatures and content were checked). */
  refusal(key: string): FaultDecision {
    const byKey = this.refuseKeys.get(key);
    if (byKey) return { kind: 'refuse', ...byKey };
    if (this.refuseNext > 0) {
      this.refuseNext--;
      return { kind: 'refuse', ...this.refuseNextAnswer };
    }
    return { kind: 'none' };
  }
}
