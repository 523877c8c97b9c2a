import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  DISCLOSURE_PUBLISHED,
  type DisclosureFacts,
  type PageResult,
  PUBLIC_DISCLOSURE_DEFAULT_SIZE,
  type PublicDisclosureDetail,
  type PublicDisclosureItem,
  type PublicDisclosureOrganisation,
  publicDisclosurePhotoUrl,
} from '@ohit/contracts';
import { STORAGE, type StoragePort } from '@ohit/server-storage';
import { firstRow, likePattern, SqlWhere } from '../../platform';
import { disclosurePhoto, type PhotoFile } from './disclosure-photos';
import { factsView } from './disclosure-views';
import { DISCLOSURE_MESSAGES as M } from './report-disclosures.messages';
import type { PublicDisclosureQueryDto } from './public-disclosure.dto';

interface PublicRow {
  id: number;
  organization_id: number;
  organisation_name: string;
  report_code: string;
  report_version: number;
  employer_name: string;
  check_type_name: string | null;
  issue_date: string;
  published_at: Date | string;
  facts?: DisclosureFacts;
}

/** Columns of a public row (`d` is report_disclosures, `o` its organisation). */
const COLUMNS = `d.id, d.organization_id, o.name AS organisation_name, d.report_code, d.report_version, d.employer_name, d.check_type_name,
  to_char(d.issue_date, 'YYYY-MM-DD') AS issue_date, d.published_at`;

function item(r: PublicRow): PublicDisclosureItem {
  return {
    id: r.id,
    organizationId: r.organization_id,
    organisationName: r.organisation_name,
    reportCode: r.report_code,
    reportVersion: r.report_version,
    employerName: r.employer_name,
    checkTypeName: r.check_type_name ?? '',
    issueDate: r.issue_date,
    publishedAt: new Date(r.published_at).toISOString(),
  };
}

/**
 * The public face of 报告公示 (no token): only published disclosures, newest publication first,
 * searched by 用人单位, 报告编号 or organisation name, narrowed to an organisation and a year of
 * issue; one with all its facts; its chosen photos. Anything not published is a 404.
 */
@Injectable()
export class PublicDisclosureReads {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  async list(q: PublicDisclosureQueryDto): Promise<PageResult<PublicDisclosureItem>> {
    const size = q.size ?? PUBLIC_DISCLOSURE_DEFAULT_SIZE;
    const offset = (q.page ?? 0) * size;
    const w = new SqlWhere();
    w.add(`d.state = ${w.param(DISCLOSURE_PUBLISHED)}`);
    const keyword = q.keyword?.trim();
    if (keyword) {
      const p = w.param(likePattern(keyword));
      w.add(`(d.employer_name ILIKE ${p} OR d.report_code ILIKE ${p} OR o.name ILIKE ${p})`);
    }
    if (q.org) w.add(`d.organization_id = ${w.param(q.org)}`);
    if (q.year) w.add(`d.issue_date >= make_date(${w.param(q.year)}::int, 1, 1) AND d.issue_date < make_date(${w.param(q.year + 1)}::int, 1, 1)`);
    const from = `FROM report_disclosures d JOIN organizations o ON o.id = d.organization_id ${w.sql()}`;
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total ${from}`, w.params);
    const rows: PublicRow[] = await this.ds.query(`SELECT ${COLUMNS} ${from} ORDER BY d.published_at DESC, d.id DESC LIMIT ${size} OFFSET ${offset}`, w.params);
    return { content: rows.map(item), totalElements: total };
  }

  async one(id: number): Promise<PublicDisclosureDetail> {
    const row = await this.published(id);
    return { ...item(row), facts: factsView(row.facts as DisclosureFacts, (attachmentId) => publicDisclosurePhotoUrl(id, attachmentId)) };
  }

  async photo(id: number, attachmentId: number): Promise<PhotoFile> {
    const row = await this.published(id);
    return disclosurePhoto(this.ds, this.storage, row.facts ?? null, attachmentId);
  }

  /** Organisations with a published disclosure, by name (the public search's organisation filter). */
  async organisations(): Promise<PublicDisclosureOrganisation[]> {
    return this.ds.query(
      `SELECT o.id, o.name FROM organizations o WHERE EXISTS (SELECT 1 FROM report_disclosures d WHERE d.organization_id = o.id AND d.state = $1) ORDER BY o.name, o.id`,
      [DISCLOSURE_PUBLISHED],
    );
  }

  private async published(id: number): Promise<PublicRow> {
    const row = firstRow<PublicRow>(
      await this.ds.query(`SELECT ${COLUMNS}, d.facts FROM report_disclosures d JOIN organizations o ON o.id = d.organization_id WHERE d.id = $1 AND d.state = $2`, [id, DISCLOSURE_PUBLISHED]),
    );
    if (!row) throw new NotFoundException(M.notFound);
    return row;
  }
}
