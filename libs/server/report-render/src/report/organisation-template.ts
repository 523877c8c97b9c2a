import type { Readable } from 'node:stream';
import { REPORT_TEMPLATE, REPORT_TEMPLATE_COVER_SLOT, type ReportTemplateKind } from '@ohit/contracts';
import type { ReportRenderOptions } from './report-render-options';

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

/** The storage port's read (the api's and the worker's StoragePort). */
export interface CoverStore {
  get(key: string): Promise<Readable>;
}

/** Only pictures the report can embed are printed as the cover. */
const EMBEDDABLE = ['image/png', 'image/jpeg'];

async function bytesOf(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    // the slot's own limit: a larger object is not one the upload accepted
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * What an organisation prints on its reports of one template kind (报告模板, REPORT_TEMPLATE): its 声明
 * and its cover picture (the newest file of the slot, read through the storage port as a data URL).
 * Nothing kept, or a picture that cannot be read, leaves the built-in statement and the plain cover
 * — a report is never refused for its template. The api's preview and the worker's PDF both print with it.
 */
export async function organisationTemplateOptions(
  query: Query,
  storage: CoverStore,
  organizationId: number,
  template: ReportTemplateKind,
): Promise<Pick<ReportRenderOptions, 'coverImageDataUrl' | 'statementText'>> {
  const rows = (await query(
    `SELECT t.statement, c.key, c.content_type
       FROM ${REPORT_TEMPLATE.table} t
       LEFT JOIN LATERAL (
         SELECT f.key, a.content_type FROM resource_attachments a JOIN stored_files f ON f.id = a.stored_file_id
          WHERE a.resource = $3 AND a.record_id = t.id AND a.slot = $4 ORDER BY a.id DESC LIMIT 1
       ) c ON true
      WHERE t.organization_id = $1 AND t.template = $2`,
    [organizationId, template, REPORT_TEMPLATE.name, REPORT_TEMPLATE_COVER_SLOT.name],
  )) as { statement: string | null; key: string | null; content_type: string | null }[];
  const row = rows[0];
  if (!row) return { coverImageDataUrl: null, statementText: null };
  let coverImageDataUrl: string | null = null;
  if (row.key && row.content_type && EMBEDDABLE.includes(row.content_type)) {
    const bytes = await storage
      .get(row.key)
      .then((stream) => bytesOf(stream, REPORT_TEMPLATE_COVER_SLOT.maxBytes))
      .catch(() => null);
    if (bytes) coverImageDataUrl = `data:${row.content_type};base64,${bytes.toString('base64')}`;
  }
  return { coverImageDataUrl, statementText: row.statement };
}
