import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  BATCH_READING_FIELDS,
  type InstrumentColumnMapping,
  type InstrumentImportPreview,
  type InstrumentImportResult,
  type InstrumentMappingSource,
  INSTRUMENT_DATA_SLOT,
  LAB_BATCH,
  type ResourceAttachment,
  type ResourceRow,
} from '@ohit/contracts';
import { Decimal, LAB_READINGS, labFamily } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, badRequest, firstRow, inScope, inTransaction, notFound, writeScope } from '../../platform';
import { type AttachmentDeps, type ExtensionContext, recordAttachment, recordChildEdit, ResourceExtensions } from '../resources';
import { FileStore } from '../uploads';
import { batchItems, batchRow } from './batch-rows';
import { INSTRUMENT_IMPORT_MESSAGES as M } from './instrument-import.messages';
import { applicableMapping, detectLayout, parseRequestedMapping } from './instrument-layouts';
import { type InstrumentTable, readInstrumentTable } from './instrument-table';

/** The file as the controller received it. */
export interface InstrumentFile {
  buffer: Buffer;
  fileName: string;
}

const label = (key: string) => LAB_READINGS[key as keyof typeof LAB_READINGS]?.label ?? key;
const FIELDS = new Map(BATCH_READING_FIELDS.map((f) => [f.name, f]));

/**
 * 仪器数据导入: an instrument's export read into the batch's items. Columns are mapped to the
 * family's reading keys — the mapping sent, else the one saved for the batch's instrument, else a
 * built-in layout (GC, AAS) — and rows matched to the items by sample code. Every changed item
 * goes through the kernel's child-edit rules (the laboratory's beforeChildWrite hooks: only while
 * 检测中, a reason after the first submission) and is written with its ChildEdited event, all in
 * one transaction with the file itself, kept as the batch's attachment in 仪器原始数据 when it
 * changed anything; the mapping used is saved for the instrument.
 */
@Injectable()
export class InstrumentImport {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
    private readonly files: FileStore,
  ) {}

  /** What the file holds and the mapping proposed for it (the dialog's preview). */
  async preview(actor: Actor, batchId: number, file: InstrumentFile): Promise<InstrumentImportPreview> {
    const batch = await this.visibleBatch(this.ds.manager, actor, batchId);
    const family = labFamily(String(batch.family));
    const saved = await this.savedMapping(this.ds.manager, batch);
    const table = await readInstrumentTable(file.buffer, file.fileName, saved?.sampleCode);
    const proposal = this.propose(table, family.readings, saved);
    return {
      fileName: file.fileName,
      columns: table.columns,
      rows: table.rows.slice(0, 5).map((r) => r.cells),
      mapping: proposal?.mapping ?? { sampleCode: '', readings: {} },
      source: proposal?.source ?? 'none',
      readingKeys: [...family.readings],
    };
  }

  async import(actor: Actor, batchId: number, file: InstrumentFile, requested: string | undefined, reason: string | null): Promise<InstrumentImportResult> {
    let storedKey: string | null = null;
    try {
      return await inTransaction(this.ds, async (m) => {
        const found = await batchRow(m, batchId, true);
        if (!found || !inScope(writeScope(actor), Number(found.organizationId))) throw notFound();
        const batch = found;
        const family = labFamily(String(batch.family));
        const saved = await this.savedMapping(m, batch);
        const table = await readInstrumentTable(file.buffer, file.fileName, requestedHeader(requested) ?? saved?.sampleCode);
        const mapping = requested ? this.requested(requested, table, family.readings) : this.propose(table, family.readings, saved)?.mapping;
        if (!mapping) throw badRequest(M.noMapping);

        const items = await batchItems(m, batch.id);
        const byCode = await this.itemsByCode(m, items);
        const { matched, unmatched } = this.matchRows(table, mapping, byCode);
        const ctx: ExtensionContext = { m, actor, decl: LAB_BATCH, reason };
        // the laboratory's own rules on a child edit (closed batch, reason after submission, items fixed) decide first
        const checks = matched.length ? matched : [{ item: items[0], values: {} }];
        for (const { item, values } of checks) {
          if (item) await this.extensions.run(LAB_BATCH.name, 'beforeChildWrite', ctx, batch, { child: 'items', kind: 'edit', before: item, values });
        }
        let updated = 0;
        for (const { item, values } of matched) {
          if (!Object.keys(values).length) continue;
          await recordChildEdit(this.events, ctx, batch, 'items', item.id, values);
          updated++;
        }
        if (batch.instrument) await this.saveMapping(m, batch, mapping, actor.username);
        // the export the readings came from is kept with them (ISO/IEC 17025: raw data retained); an import changing nothing keeps nothing
        let attachment: ResourceAttachment | null = null;
        if (updated > 0) {
          const kept = await recordAttachment(this.attachmentDeps, ctx, batch.id, INSTRUMENT_DATA_SLOT, { content: file.buffer, fileName: file.fileName });
          storedKey = kept.storedKey;
          attachment = kept.attachment;
        }
        const message = matched.length ? `${M.imported(updated, unmatched)}${attachment ? M.fileKept(attachment.fileName) : ''}` : M.nothingMatched;
        return { updated, unmatched, message, attachment };
      });
    } catch (e) {
      if (storedKey) await this.files.discard(storedKey);
      throw e;
    }
  }

  private get attachmentDeps(): AttachmentDeps {
    return { files: this.files, events: this.events, extensions: this.extensions };
  }

  private async visibleBatch(m: EntityManager, actor: Actor, id: number): Promise<ResourceRow> {
    const batch = await batchRow(m, id);
    if (!batch || !inScope(writeScope(actor), Number(batch.organizationId))) throw notFound();
    return batch;
  }

  private propose(table: InstrumentTable, readings: readonly string[], saved: InstrumentColumnMapping | null): { source: InstrumentMappingSource; mapping: InstrumentColumnMapping } | null {
    const usable = applicableMapping(saved, table.columns, readings);
    return usable ? { source: 'saved', mapping: usable } : detectLayout(table.columns, readings);
  }

  private requested(raw: string, table: InstrumentTable, readings: readonly string[]): InstrumentColumnMapping {
    const parsed = parseRequestedMapping(raw, table.columns, readings, label);
    if (typeof parsed === 'string') throw badRequest(parsed);
    return parsed;
  }

  /** The batch's items by the code a file names them with: the sample's code, or a QC item's own code. */
  private async itemsByCode(m: EntityManager, items: ResourceRow[]): Promise<Map<string, ResourceRow>> {
    const ids = items.map((i) => Number(i.sample)).filter((id) => id > 0);
    const samples: { id: number; code: string }[] = ids.length ? await m.query(`SELECT id, code FROM samples WHERE id = ANY($1::int[])`, [ids]) : [];
    const codes = new Map(samples.map((s) => [s.id, s.code]));
    const byCode = new Map<string, ResourceRow>();
    for (const item of items) {
      // a QC item copying its sample keeps that sample's reference: its own code names it, never the sample's
      const code = item.code ? String(item.code) : item.kind === 'sample' || item.kind === 'fieldBlank' ? codes.get(Number(item.sample)) : undefined;
      if (code && !byCode.has(code.trim().toUpperCase())) byCode.set(code.trim().toUpperCase(), item);
    }
    return byCode;
  }

  /** Each row's readings as the item's columns keep them (exact decimals at the column's scale), only those that change. */
  private matchRows(table: InstrumentTable, mapping: InstrumentColumnMapping, byCode: Map<string, ResourceRow>) {
    const at = (column: string) => table.columns.indexOf(column);
    const codeAt = at(mapping.sampleCode);
    const seen = new Map<string, number[]>();
    const matched: { item: ResourceRow; values: Record<string, unknown> }[] = [];
    const unmatched: string[] = [];
    for (const row of table.rows) {
      const code = (row.cells[codeAt] ?? '').trim();
      if (!code) continue;
      const key = code.toUpperCase();
      const lines = [...(seen.get(key) ?? []), row.line];
      seen.set(key, lines);
      if (lines.length > 1) throw badRequest(M.duplicate(code, lines));
      const item = byCode.get(key);
      if (!item) {
        unmatched.push(code);
        continue;
      }
      const values: Record<string, unknown> = {};
      for (const [reading, column] of Object.entries(mapping.readings)) {
        const value = readingValue(reading, (row.cells[at(column)] ?? '').trim(), row.line, column);
        if (value === null) continue;
        const before = item[reading];
        if (before === null || before === undefined || before === '' || !Decimal.from(String(before)).eq(value)) values[reading] = value;
      }
      matched.push({ item, values });
    }
    return { matched, unmatched };
  }

  private async savedMapping(m: EntityManager, batch: ResourceRow): Promise<InstrumentColumnMapping | null> {
    if (!batch.instrument) return null;
    const row = firstRow<{ mapping: InstrumentColumnMapping }>(
      await m.query(`SELECT mapping FROM instrument_import_mappings WHERE organization_id = $1 AND equipment_id = $2`, [batch.organizationId, batch.instrument]),
    );
    const mapping = row?.mapping;
    return mapping && typeof mapping.sampleCode === 'string' && mapping.readings && typeof mapping.readings === 'object' ? mapping : null;
  }

  /** The mapping used, kept for the instrument (the readings of other families it served before stay). */
  private async saveMapping(m: EntityManager, batch: ResourceRow, mapping: InstrumentColumnMapping, username: string): Promise<void> {
    const previous = await this.savedMapping(m, batch);
    const merged = { sampleCode: mapping.sampleCode, readings: { ...(previous?.sampleCode === mapping.sampleCode ? previous.readings : {}), ...mapping.readings } };
    await m.query(
      `INSERT INTO instrument_import_mappings (organization_id, equipment_id, mapping, update_by) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (organization_id, equipment_id) DO UPDATE SET mapping = EXCLUDED.mapping, update_by = EXCLUDED.update_by, updated_at = now()`,
      [batch.organizationId, batch.instrument, JSON.stringify(merged), username],
    );
  }
}

/** The sample column a requested mapping names (where the header is), if it can be read at all. */
function requestedHeader(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as { sampleCode?: unknown } | null;
    return value && typeof value.sampleCode === 'string' ? value.sampleCode : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A cell as the reading's column keeps it: an exact decimal rounded (GB/T 8170) to the column's
 * scale, an integer for counts; empty cells change nothing; anything else is refused by row and column.
 */
export function readingValue(reading: string, raw: string, line: number, column: string): string | null {
  if (raw === '') return null;
  const text = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw) ? raw.replace(/,/g, '') : raw;
  let value: Decimal;
  try {
    value = Decimal.from(text);
  } catch {
    throw badRequest(M.notNumber(line, column, raw));
  }
  const field = FIELDS.get(reading);
  if (field?.type === 'integer') {
    if (!value.isInteger()) throw badRequest(M.notInteger(line, column, raw));
    return value.roundToDecimals(0).toString();
  }
  return value.roundToDecimals(field?.scale ?? 6).toString();
}
