import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type ArchiveRetentionSetting, EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, badRequest, firstRow, inScope, inTransaction, notFound, readScope, writeScope } from '../../platform';
import { ARCHIVE_MESSAGES as M } from './archives.messages';

/** The organisation a setting is for: the named one within `scope`, else the caller's own. */
function organisationOf(actor: Actor, scope: number[] | null, requested: unknown): number {
  if (requested === undefined || requested === null || requested === '') return actor.organizationId;
  const id = Number(requested);
  if (!Number.isSafeInteger(id) || !inScope(scope, id)) throw notFound();
  return id;
}

/**
 * An organisation's archive retention (organizations.archive_retention_years, 10 by default and
 * at least: the certificate agreement's term): what an archive is kept for from the day it is
 * archived (a file archived earlier keeps the years it was archived under).
 */
@Injectable()
export class ArchiveRetention {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async read(actor: Actor, organizationId?: unknown): Promise<ArchiveRetentionSetting> {
    const org = organisationOf(actor, readScope(actor), organizationId);
    const row = firstRow<{ archive_retention_years: number }>(await this.ds.query(`SELECT archive_retention_years FROM organizations WHERE id = $1`, [org]));
    if (!row) throw notFound();
    return { organizationId: org, years: row.archive_retention_years };
  }

  async change(actor: Actor, years: number, organizationId: unknown, reason: string | null): Promise<ArchiveRetentionSetting> {
    const org = organisationOf(actor, writeScope(actor), organizationId);
    return inTransaction(this.ds, async (m) => {
      const row = firstRow<{ archive_retention_years: number }>(await m.query(`SELECT archive_retention_years FROM organizations WHERE id = $1 FOR UPDATE`, [org]));
      if (!row) throw notFound();
      const from = row.archive_retention_years;
      if (from === years) throw badRequest(M.retentionUnchanged);
      await m.query(`UPDATE organizations SET archive_retention_years = $2 WHERE id = $1`, [org, years]);
      await this.events.append(m, {
        type: EVENT_TYPES.OrganizationEdited,
        aggregateType: 'organization',
        aggregateId: org,
        payload: { ids: [org], old: { archiveRetentionYears: from }, new: { archiveRetentionYears: years } },
        ...auditOf(actor),
        organizationId: org,
        reason: reason ?? M.retentionReason(from, years),
      });
      return { organizationId: org, years };
    });
  }
}
