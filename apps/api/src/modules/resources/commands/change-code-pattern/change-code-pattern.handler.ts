import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { autoCodePatternError, type CodePatternView, EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, firstRow, inTransaction } from '../../../../platform';
import { codePatternView } from '../../queries/get-code-pattern/code-pattern-view';
import { badRequest, declarationFor, notFound } from '../../shared/resource-access';
import { ChangeCodePatternCommand } from './change-code-pattern.command';

/**
 * Sets the caller's organisation's pattern (an empty pattern goes back to the default). Numbers
 * already given stay; the running number per year is kept, so a new pattern never repeats a code
 * of the same year unless its fixed text is the same as before.
 */
@CommandHandler(ChangeCodePatternCommand)
export class ChangeCodePatternHandler implements ICommandHandler<ChangeCodePatternCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ resource, actor, pattern, reason }: ChangeCodePatternCommand): Promise<CodePatternView> {
    const decl = declarationFor(resource);
    const auto = decl.autoCode;
    if (!auto) throw notFound();
    const text = typeof pattern === 'string' ? pattern.trim() : pattern === null || pattern === undefined ? '' : null;
    if (text === null) throw badRequest('编号规则必须是文本');
    if (text !== '') {
      const refused = autoCodePatternError(text, { typed: !!auto.type });
      if (refused) throw badRequest(refused);
    }
    const org = actor.organizationId;
    return inTransaction(this.ds, async (m) => {
      const before = firstRow<{ pattern: string }>(await m.query(`SELECT pattern FROM code_patterns WHERE organization_id = $1 AND sequence = $2 FOR UPDATE`, [org, auto.sequence]));
      if (text === '') await m.query(`DELETE FROM code_patterns WHERE organization_id = $1 AND sequence = $2`, [org, auto.sequence]);
      else {
        await m.query(
          `INSERT INTO code_patterns (organization_id, sequence, pattern) VALUES ($1, $2, $3)
           ON CONFLICT (organization_id, sequence) DO UPDATE SET pattern = EXCLUDED.pattern`,
          [org, auto.sequence, text],
        );
      }
      await this.events.append(m, {
        type: EVENT_TYPES.CodePatternChanged,
        aggregateType: 'codePattern',
        aggregateId: `${org}:${auto.sequence}`,
        payload: { resource: decl.name, sequence: auto.sequence, old: { pattern: before?.pattern ?? null }, new: { pattern: text || null } },
        ...auditOf(actor),
        reason,
        organizationId: org,
      });
      return codePatternView(m, decl, org);
    });
  }
}
