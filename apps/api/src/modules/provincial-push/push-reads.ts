import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PROVINCIAL_PUSH, type ProvincialExchangeView, type PushCandidate, type ProvincialPushRecordView, type ProvincialRecord, type ReconciliationRow } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { createProvincialAdapter, type ProvincialAdapter } from '@ohit/server-province';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { type Actor, conflict, firstRow, inScope, notFound, readScope } from '../../platform';
import { PushRules } from './push-rules';

/** States whose record is the submitted snapshot (a draft or a rejected one is previewed as the data stand). */
const SNAPSHOT_STATES = new Set(['awaitingSupervisor', 'awaitingQc', 'pushing', 'pushed', 'pushFailed']);

/** What the push pages read beside the generic list: the record, the exchanges, the reconciliation. */
@Injectable()
export class PushReads {
  private adapter: Promise<ProvincialAdapter> | null = null;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rules: PushRules,
  ) {}

  private async readable(actor: Actor, id: number) {
    const raw = firstRow<Record<string, unknown>>(await this.ds.query(`SELECT ${selectColumns(PROVINCIAL_PUSH)}, t.record, t.generation FROM provincial_pushes t WHERE t.id = $1`, [id]));
    const row = raw ? toApiRow(PROVINCIAL_PUSH, raw) : null;
    if (!raw || !row || !inScope(readScope(actor), Number(row.organizationId))) throw notFound();
    return { row, record: (raw.record as ProvincialRecord | null) ?? null, generation: Number(raw.generation) };
  }

  async record(actor: Actor, id: number): Promise<ProvincialPushRecordView> {
    const { row, record, generation } = await this.readable(actor, id);
    if (record && SNAPSHOT_STATES.has(String(row.state))) return { record, blockers: [], source: 'snapshot' };
    const preview = await this.ds.transaction('REPEATABLE READ', (m) => this.rules.preview({ m, actor }, row, generation + 1));
    return { ...preview, source: 'preview' };
  }

  async exchanges(actor: Actor, id: number): Promise<ProvincialExchangeView[]> {
    await this.readable(actor, id);
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT id, attempt, protocol, url, request, response, status, outcome, started_at, duration_ms FROM provincial_push_exchanges WHERE push_id = $1 ORDER BY id DESC LIMIT 500`,
      [id],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      attempt: Number(r.attempt),
      protocol: String(r.protocol),
      url: String(r.url),
      request: String(r.request),
      response: String(r.response),
      status: r.status === null ? null : Number(r.status),
      outcome: String(r.outcome),
      startedAt: new Date(r.started_at as string).toISOString(),
      durationMs: Number(r.duration_ms),
    }));
  }

  /** The caller's organisation's issued reports without a push, newest first (what 新增推送 offers). */
  async candidates(actor: Actor): Promise<PushCandidate[]> {
    const rows: { id: number; code: string; report_version: number; project: string | null; employer: string | null; issue_date: string | null }[] = await this.ds.query(
      `SELECT r.id, r.code, r.report_version, p.name AS project, u.name AS employer, to_char(r.issue_date, 'YYYY-MM-DD') AS issue_date
         FROM reports r JOIN projects p ON p.id = r.project_id LEFT JOIN inspected_units u ON u.id = COALESCE(r.inspected_unit_id, p.inspected_unit_id)
        WHERE r.organization_id = $1 AND r.state = 'issued' AND NOT EXISTS (SELECT 1 FROM provincial_pushes x WHERE x.report_id = r.id)
        ORDER BY r.issue_date DESC NULLS LAST, r.id DESC LIMIT 500`,
      [actor.organizationId],
    );
    return rows.map((r) => ({ reportId: r.id, code: r.code, reportVersion: r.report_version, projectName: r.project ?? '', employerName: r.employer ?? '', issueDate: r.issue_date }));
  }

  /**
   * Every push of the caller's organisation that was sent (or is being sent) against what the
   * province holds for its key (the adapter asks in pages of HOLDINGS_KEYS_PER_REQUEST keys).
   */
  async reconciliation(actor: Actor): Promise<ReconciliationRow[]> {
    const pushes: { id: number; report_code: string; idempotency_key: string; state: string; province_record_id: string | null; points: number | null; record_digest: string | null }[] = await this.ds.query(
      `SELECT id, report_code, idempotency_key, state, province_record_id, jsonb_array_length(record -> 'points') AS points, record_digest
         FROM provincial_pushes WHERE organization_id = $1 AND idempotency_key IS NOT NULL AND state IN ('pushing', 'pushed', 'pushFailed') ORDER BY id DESC LIMIT 2000`,
      [actor.organizationId],
    );
    if (pushes.length === 0) return [];
    this.adapter ??= createProvincialAdapter(this.config.province);
    let held;
    try {
      held = await (await this.adapter).holdings(pushes.map((p) => p.idempotency_key));
    } catch (e) {
      this.adapter = null;
      throw conflict(`无法读取省级平台的接收记录：${(e as Error).message}`);
    }
    const byKey = new Map(held.map((h) => [h.idempotencyKey, h]));
    return pushes.map((p): ReconciliationRow => {
      const h = byKey.get(p.idempotency_key);
      const base = { pushId: p.id, reportCode: p.report_code, idempotencyKey: p.idempotency_key, state: p.state, sentPoints: p.points, provinceRecordId: p.province_record_id, heldPoints: h?.pointCount ?? null, receivedAt: h?.receivedAt ?? null };
      if (p.state === 'pushed' && !h) return { ...base, mark: 'missing', note: '本机构记为已推送，省平台未收到' };
      if (!h) return { ...base, mark: 'matched', note: '尚未推送成功，省平台无此记录' };
      if (p.state !== 'pushed') return { ...base, mark: 'extra', note: '省平台已收到，本机构未记为已推送' };
      const differs = [
        h.provinceRecordId !== p.province_record_id && '记录号',
        h.reportCode !== p.report_code && '报告编号',
        h.pointCount !== p.points && '检测点数',
        // the content itself, where the province answers a digest of what it keeps (pushes submitted before digests were kept have none)
        !!h.digest && !!p.record_digest && h.digest !== p.record_digest && '记录内容',
      ].filter((d): d is string => !!d);
      if (differs.length) return { ...base, mark: 'mismatched', note: `省平台所存与本机构发送的不一致：${differs.join('、')}` };
      return { ...base, mark: 'matched', note: '一致' };
    });
  }
}
