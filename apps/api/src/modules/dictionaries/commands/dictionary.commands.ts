import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, inScope, writeScope } from '../../identity/shared/actor';
import { inTransaction } from '../../identity/shared/transaction';
import type { CreateDictDetailDto, CreateDictDto, EditDictDetailDto, EditDictDto } from '../dictionaries.dto';
import { DICT_MESSAGES as M } from '../dictionaries.messages';

function adminOnly(actor: Actor): void {
  if (writeScope(actor) !== null) throw new ForbiddenException(M.adminOnly);
}

/** An entry's organisation may be written by the caller: null (platform-wide) only by administrators. */
function checkEntryScope(actor: Actor, organizationId: number | null): void {
  if (organizationId === null) return adminOnly(actor);
  if (!inScope(writeScope(actor), organizationId)) throw new ForbiddenException(M.orgOutOfScope);
}

async function valueFree(m: EntityManager, dictId: number, organizationId: number | null, value: string, exceptId?: number): Promise<void> {
  const rows = await m.query(
    `SELECT 1 FROM dictionary_details WHERE dict_id = $1 AND COALESCE(organization_id, 0) = COALESCE($2::int, 0) AND value = $3 AND id <> $4`,
    [dictId, organizationId, value, exceptId ?? 0],
  );
  if (rows.length) throw new ConflictException(M.valueTaken);
}


// ── dictionaries ────────────────────────────────────────────────────────────
export class CreateDictCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: CreateDictDto) {
    super();
  }
}

@CommandHandler(CreateDictCommand)
export class CreateDictHandler implements ICommandHandler<CreateDictCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, dto }: CreateDictCommand): Promise<{ id: number }> {
    adminOnly(actor);
    return inTransaction(this.ds, async (m) => {
      if ((await m.query(`SELECT 1 FROM dictionaries WHERE name = $1`, [dto.name])).length) throw new ConflictException(M.dictNameTaken);
      const [{ id }] = await m.query(`INSERT INTO dictionaries (name, description) VALUES ($1, $2) RETURNING id`, [dto.name, dto.description ?? null]);
      await this.events.append(m, { type: 'DictionaryCreated', aggregateType: 'dictionary', aggregateId: id, payload: { old: null, new: { name: dto.name, description: dto.description ?? null } }, ...auditOf(actor) });
      return { id };
    });
  }
}

export class EditDictCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: EditDictDto) {
    super();
  }
}

@CommandHandler(EditDictCommand)
export class EditDictHandler implements ICommandHandler<EditDictCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, dto }: EditDictCommand): Promise<{ id: number }> {
    adminOnly(actor);
    return inTransaction(this.ds, async (m) => {
      const [old] = await m.query(`SELECT id, name, description, version FROM dictionaries WHERE id = $1 FOR UPDATE`, [dto.id]);
      if (!old) throw new NotFoundException(M.dictNotFound);
      if (dto.version !== undefined && dto.version !== old.version) throw new ConflictException(M.stale);
      const next = { name: dto.name ?? old.name, description: dto.description !== undefined ? dto.description : old.description };
      if (next.name !== old.name && (await m.query(`SELECT 1 FROM dictionaries WHERE name = $1`, [next.name])).length) throw new ConflictException(M.dictNameTaken);
      await m.query(`UPDATE dictionaries SET name = $2, description = $3, version = version + 1, updated_at = now() WHERE id = $1`, [dto.id, next.name, next.description]);
      await this.events.append(m, { type: 'DictionaryEdited', aggregateType: 'dictionary', aggregateId: dto.id, payload: { old: { name: old.name, description: old.description }, new: next }, ...auditOf(actor) });
      return { id: dto.id };
    });
  }
}

export class DeleteDictsCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly ids: number[]) {
    super();
  }
}

@CommandHandler(DeleteDictsCommand)
export class DeleteDictsHandler implements ICommandHandler<DeleteDictsCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, ids }: DeleteDictsCommand): Promise<void> {
    adminOnly(actor);
    const unique = [...new Set(ids)];
    await inTransaction(this.ds, async (m) => {
      const rows: { id: number; name: string }[] = await m.query(`SELECT id, name FROM dictionaries WHERE id = ANY($1::int[]) FOR UPDATE`, [unique]);
      if (rows.length !== unique.length) throw new NotFoundException(M.dictNotFound);
      await m.query(`DELETE FROM dictionaries WHERE id = ANY($1::int[])`, [unique]);
      await this.events.append(m, rows.map((r) => ({ type: 'DictionaryDeleted', aggregateType: 'dictionary', aggregateId: r.id, payload: { old: { name: r.name }, new: null }, ...auditOf(actor) })));
    });
  }
}

// ── entries ─────────────────────────────────────────────────────────────────
export class CreateDictDetailCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: CreateDictDetailDto, readonly headerOrganizationId: number | undefined) {
    super();
  }
}

@CommandHandler(CreateDictDetailCommand)
export class CreateDictDetailHandler implements ICommandHandler<CreateDictDetailCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, dto, headerOrganizationId }: CreateDictDetailCommand): Promise<{ id: number }> {
    const organizationId = dto.organizationId !== undefined ? dto.organizationId : (headerOrganizationId ?? actor.organizationId);
    checkEntryScope(actor, organizationId);
    return inTransaction(this.ds, async (m) => {
      const dictId = await this.dictOf(m, dto);
      await valueFree(m, dictId, organizationId, dto.value);
      const [{ id }] = await m.query(
        `INSERT INTO dictionary_details (dict_id, label, value, dict_sort, organization_id) VALUES ($1,$2,$3,$4,$5) RETURNING id`,
        [dictId, dto.label, dto.value, dto.dictSort ?? 999, organizationId],
      );
      await this.events.append(m, {
        type: 'DictionaryDetailCreated',
        aggregateType: 'dictionary-detail',
        aggregateId: id,
        payload: { old: null, new: { dictId, label: dto.label, value: dto.value, dictSort: dto.dictSort ?? 999, organizationId } },
        ...auditOf(actor),
      });
      return { id };
    });
  }

  private async dictOf(m: EntityManager, dto: CreateDictDetailDto): Promise<number> {
    const byId = dto.dict?.id ?? dto.dictId;
    if (byId === undefined && !dto.dictName) throw new BadRequestException(M.dictRequired);
    const [row] = byId !== undefined ? await m.query(`SELECT id FROM dictionaries WHERE id = $1`, [byId]) : await m.query(`SELECT id FROM dictionaries WHERE name = $1`, [dto.dictName]);
    if (!row) throw new NotFoundException(M.dictNotFound);
    return row.id;
  }
}

export class EditDictDetailCommand extends Command<{ id: number }> {
  constructor(readonly actor: Actor, readonly dto: EditDictDetailDto) {
    super();
  }
}

@CommandHandler(EditDictDetailCommand)
export class EditDictDetailHandler implements ICommandHandler<EditDictDetailCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, dto }: EditDictDetailCommand): Promise<{ id: number }> {
    return inTransaction(this.ds, async (m) => {
      const [old] = await m.query(`SELECT id, dict_id, label, value, dict_sort, organization_id, version FROM dictionary_details WHERE id = $1 FOR UPDATE`, [dto.id]);
      if (!old) throw new NotFoundException(M.detailNotFound);
      checkEntryScope(actor, old.organization_id);
      if (dto.version !== undefined && dto.version !== old.version) throw new ConflictException(M.stale);
      const next = { label: dto.label ?? old.label, value: dto.value ?? old.value, dictSort: dto.dictSort ?? old.dict_sort };
      if (next.value !== old.value) await valueFree(m, old.dict_id, old.organization_id, next.value, old.id);
      await m.query(`UPDATE dictionary_details SET label = $2, value = $3, dict_sort = $4, version = version + 1, updated_at = now() WHERE id = $1`, [dto.id, next.label, next.value, next.dictSort]);
      await this.events.append(m, {
        type: 'DictionaryDetailEdited',
        aggregateType: 'dictionary-detail',
        aggregateId: dto.id,
        payload: { old: { label: old.label, value: old.value, dictSort: old.dict_sort }, new: next },
        ...auditOf(actor),
      });
      return { id: dto.id };
    });
  }
}

export class DeleteDictDetailsCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly ids: number[]) {
    super();
  }
}

@CommandHandler(DeleteDictDetailsCommand)
export class DeleteDictDetailsHandler implements ICommandHandler<DeleteDictDetailsCommand> {
  constructor(@InjectDataSource() private readonly ds: DataSource, private readonly events: DomainEventsService) {}

  async execute({ actor, ids }: DeleteDictDetailsCommand): Promise<void> {
    const unique = [...new Set(ids)];
    await inTransaction(this.ds, async (m) => {
      const rows: { id: number; label: string; value: string; organization_id: number | null }[] = await m.query(
        `SELECT id, label, value, organization_id FROM dictionary_details WHERE id = ANY($1::int[]) FOR UPDATE`,
        [unique],
      );
      if (rows.length !== unique.length) throw new NotFoundException(M.detailNotFound);
      rows.forEach((r) => checkEntryScope(actor, r.organization_id));
      await m.query(`DELETE FROM dictionary_details WHERE id = ANY($1::int[])`, [unique]);
      await this.events.append(
        m,
        rows.map((r) => ({ type: 'DictionaryDetailDeleted', aggregateType: 'dictionary-detail', aggregateId: r.id, payload: { old: { label: r.label, value: r.value, organizationId: r.organization_id }, new: null }, ...auditOf(actor) })),
      );
    });
  }
}
