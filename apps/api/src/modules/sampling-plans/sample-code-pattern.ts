import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EVENT_TYPES, SAMPLE_CODE_SEQUENCE, type SampleCodePatternView } from '@ohit/contracts';
import { DEFAULT_SAMPLE_CODE_PATTERN, formatSampleCode, sampleCodePatternError } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, badRequest, firstRow, inTransaction } from '../../platform';
import { codePatternOf } from '../resources';

const EXAMPLE_PROJECT = 'XM-示例';

/** The organisation's sample code pattern (or the default) and the codes the next sample and blank would get. */
async function patternView(m: Pick<EntityManager, 'query'>, organizationId: number): Promise<SampleCodePatternView> {
  const year = new Date().getFullYear();
  const own = await codePatternOf(m, organizationId, SAMPLE_CODE_SEQUENCE);
  const seq = firstRow<{ last_value: number }>(
    await m.query(`SELECT last_value FROM code_sequences WHERE organization_id = $1 AND sequence = $2 AND year = $3`, [organizationId, SAMPLE_CODE_SEQUENCE, year]),
  );
  const pattern = own ?? DEFAULT_SAMPLE_CODE_PATTERN;
  const next = Number(seq?.last_value ?? 0) + 1;
  return {
    pattern,
    defaultPattern: DEFAULT_SAMPLE_CODE_PATTERN,
    custom: own !== null,
    next: formatSampleCode(pattern, { projectCode: EXAMPLE_PROJECT, year, seq: next, blank: false }),
    nextBlank: formatSampleCode(pattern, { projectCode: EXAMPLE_PROJECT, year, seq: next, blank: true }),
  };
}

/**
 * 样品编号规则 (`GET|PUT api/sampleCode/pattern`): the caller's organisation's pattern, checked by
 * the domain (a running number and a blank marker are required); an empty pattern restores the
 * default. The running number per year is kept, so codes already given are never repeated.
 */
@Injectable()
export class SampleCodePattern {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  view(actor: Actor): Promise<SampleCodePatternView> {
    return patternView(this.ds, actor.organizationId);
  }

  change(actor: Actor, pattern: unknown, reason: string | null): Promise<SampleCodePatternView> {
    const text = typeof pattern === 'string' ? pattern.trim() : pattern === null || pattern === undefined ? '' : null;
    if (text === null) throw badRequest('样品编号规则必须是文本');
    if (text !== '') {
      const refused = sampleCodePatternError(text);
      if (refused) throw badRequest(refused);
    }
    const org = actor.organizationId;
    return inTransaction(this.ds, async (m) => {
      const before = await m.query(`SELECT pattern FROM code_patterns WHERE organization_id = $1 AND sequence = $2 FOR UPDATE`, [org, SAMPLE_CODE_SEQUENCE]);
      if (text === '') await m.query(`DELETE FROM code_patterns WHERE organization_id = $1 AND sequence = $2`, [org, SAMPLE_CODE_SEQUENCE]);
      else {
        await m.query(
          `INSERT INTO code_patterns (organization_id, sequence, pattern) VALUES ($1, $2, $3)
           ON CONFLICT (organization_id, sequence) DO UPDATE SET pattern = EXCLUDED.pattern`,
          [org, SAMPLE_CODE_SEQUENCE, text],
        );
      }
      await this.events.append(m, {
        type: EVENT_TYPES.CodePatternChanged,
        aggregateType: 'codePattern',
        aggregateId: `${org}:${SAMPLE_CODE_SEQUENCE}`,
        payload: { resource: 'sample', sequence: SAMPLE_CODE_SEQUENCE, old: { pattern: (before[0] as { pattern: string } | undefined)?.pattern ?? null }, new: { pattern: text || null } },
        ...auditOf(actor),
        reason,
        organizationId: org,
      });
      return patternView(m, org);
    });
  }
}
