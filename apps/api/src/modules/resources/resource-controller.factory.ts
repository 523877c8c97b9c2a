import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  type BusinessCodeResponse,
  type CodePatternView,
  type CommandResultRow,
  type HistoryEntry,
  type ListCommandResult,
  machineOf,
  type PageResult,
  parseReason,
  permissionCodes,
  type RelationPayload,
  type ResourceDeclaration,
  type ResourceRelation,
  type ResourceRow,
} from '@ohit/contracts';
import { type Actor, CurrentActor, RequirePermissions } from '../../platform';
import { ChangeCodePatternCommand } from './commands/change-code-pattern/change-code-pattern.command';
import { ChangeResourceStatusCommand } from './commands/change-resource-status/change-resource-status.command';
import { CopyResourceCommand } from './commands/copy-resource/copy-resource.command';
import { CreateResourceCommand } from './commands/create-resource/create-resource.command';
import { DeleteResourcesCommand } from './commands/delete-resources/delete-resources.command';
import { EditResourceCommand } from './commands/edit-resource/edit-resource.command';
import { RelateResourcesCommand } from './commands/relate-resources/relate-resources.command';
import { ResetResourceCommand } from './commands/reset-resource/reset-resource.command';
import { RunListCommandCommand } from './commands/run-list-command/run-list-command.command';
import { RunResourceCommandCommand } from './commands/run-resource-command/run-resource-command.command';
import { TransitionResourceCommand } from './commands/transition-resource/transition-resource.command';
import { GetCodePatternQuery } from './queries/get-code-pattern/get-code-pattern.query';
import { GetResourceHistoryQuery } from './queries/get-resource-history/get-resource-history.query';
import { GetResourceQuery } from './queries/get-resource/get-resource.query';
import { ListResourceQuery } from './queries/list-resource/list-resource.query';
import { ListRelationsQuery } from './queries/list-relations/list-relations.query';
import { badRequest, normaliseQuery, parseIds } from './shared/resource-access';

type Body = Record<string, unknown>;

function objectBody(body: unknown): Body {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求内容必须是JSON对象');
  return body as Body;
}

/** The body's optional `reason` (a bare array carries none): trimmed, ≤ 500 characters, 400 otherwise. */
function reasonOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const parsed = parseReason((body as Body).reason);
  if (!parsed.ok) throw badRequest(parsed.message);
  return parsed.reason;
}

function positiveId(raw: unknown): number {
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw badRequest('id必须是正整数');
  return id;
}

function versionOf(body: Body): number {
  const version = typeof body.version === 'string' && /^\d{1,10}$/.test(body.version) ? Number(body.version) : body.version;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) throw badRequest('version不能为空');
  return version;
}

/** History paging: page zero-based (default 0), size 1–100 (default 20). */
function historyPage(q: Body): { page: number; size: number } {
  const num = (v: unknown, dflt: number) => (v === undefined || v === '' ? dflt : typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : NaN);
  const page = num(q.page, 0);
  const size = num(q.size, 20);
  if (!Number.isSafeInteger(page) || page < 0) throw badRequest('page必须是非负整数');
  if (!Number.isSafeInteger(size) || size < 1 || size > 100) throw badRequest('size必须是1到100的整数');
  return { page, size };
}

/**
 * One thin controller per generic declaration, at the declaration's url. Every route needs
 * `<prefix>:<action>` (or an alias prefix) and only maps the request to a command or query.
 */
export function resourceController(decl: ResourceDeclaration): Type<unknown> {
  const can = (action: Parameters<typeof permissionCodes>[1]) => RequirePermissions(...permissionCodes(decl, action));
  const name = decl.name;

  @ApiTags(decl.name)
  @Controller(decl.url)
  class GenericResourceController {
    constructor(
      @Inject(CommandBus) private readonly commands: CommandBus,
      @Inject(QueryBus) private readonly queries: QueryBus,
    ) {}

    @Get()
    @can('list')
    list(@CurrentActor() actor: Actor, @Req() req: Request): Promise<PageResult<ResourceRow>> {
      // req.query directly: the global whitelist pipe knows no DTO for a declared (dynamic) query.
      return this.queries.execute(new ListResourceQuery(name, actor, normaliseQuery(req.query as Body)));
    }

    /** The spec's POST variant of the list: the query in the body. */
    @Post()
    @HttpCode(200)
    @can('list')
    listByPost(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<PageResult<ResourceRow>> {
      return this.queries.execute(new ListResourceQuery(name, actor, objectBody(body ?? {})));
    }

    @Post('add')
    @can('add')
    create(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<ResourceRow> {
      return this.commands.execute(new CreateResourceCommand(name, actor, objectBody(body), reasonOf(body)));
    }

    @Put('edit')
    @can('edit')
    edit(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<ResourceRow> {
      return this.commands.execute(new EditResourceCommand(name, actor, objectBody(body), reasonOf(body)));
    }

    @Post('copy')
    @can('copy')
    copy(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<ResourceRow> {
      return this.commands.execute(new CopyResourceCommand(name, actor, objectBody(body), reasonOf(body)));
    }

    /** Body `{ids: [...], reason?}` or a bare array; answers `{code, message}` (spec §8). */
    @Delete('delete')
    @HttpCode(200)
    @can('del')
    remove(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<BusinessCodeResponse> {
      const ids = parseIds(Array.isArray(body) ? body : (body as Body | undefined)?.ids);
      return this.commands.execute(new DeleteResourcesCommand(name, actor, ids, reasonOf(body)));
    }

    @Put('reset')
    @can('reset')
    reset(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<ResourceRow> {
      return this.commands.execute(new ResetResourceCommand(name, actor, positiveId(objectBody(body).id), reasonOf(body)));
    }

    @Put('status')
    @can('status')
    status(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<{ count: number }> {
      const b = Array.isArray(body) ? { ids: body } : objectBody(body);
      const status = b.status === undefined || b.status === null ? undefined : String(b.status);
      return this.commands.execute(new ChangeResourceStatusCommand(name, actor, parseIds(b.ids), status, reasonOf(b)));
    }

    @Post('relation')
    @HttpCode(200)
    @can('relation')
    relate(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<BusinessCodeResponse> {
      return this.commands.execute(new RelateResourcesCommand(name, actor, objectBody(body) as RelationPayload, false, reasonOf(body)));
    }

    @Post('cancelRelation')
    @HttpCode(200)
    @can('cancelRelation')
    cancelRelation(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<BusinessCodeResponse> {
      return this.commands.execute(new RelateResourcesCommand(name, actor, objectBody(body) as RelationPayload, true, reasonOf(body)));
    }

    /** The row's current relations (for the cancel-relation picker and detail pages); 404 outside the read scope. */
    @Get(':id/relations')
    @RequirePermissions(...permissionCodes(decl, 'relation'), ...permissionCodes(decl, 'cancelRelation'))
    relations(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ResourceRelation[]> {
      return this.queries.execute(new ListRelationsQuery(name, actor, positiveId(id)));
    }

    /** The caller's organisation's numbering pattern of the auto-numbered code (404 without one). */
    @Get('codePattern')
    @can('list')
    codePattern(@CurrentActor() actor: Actor): Promise<CodePatternView> {
      return this.queries.execute(new GetCodePatternQuery(name, actor));
    }

    /** Sets it (`{pattern, reason?}`; an empty pattern restores the default). */
    @Put('codePattern')
    @can('codePattern')
    changeCodePattern(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<CodePatternView> {
      const b = objectBody(body);
      return this.commands.execute(new ChangeCodePatternCommand(name, actor, b.pattern, reasonOf(b)));
    }

    /** A workflow event (`<prefix>:<event>`, checked per event in the handler; the decorator admits holders of any). */
    @Post(':id/transitions/:event')
    @HttpCode(200)
    @RequirePermissions(...(decl.workflow ? machineOf(decl.workflow).events.flatMap((e) => permissionCodes(decl, e)) : ['admin']))
    transition(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('event') event: string, @Body() body: unknown): Promise<ResourceRow> {
      const b = objectBody(body);
      return this.commands.execute(new TransitionResourceCommand(name, actor, positiveId(id), event, versionOf(b), reasonOf(b)));
    }

    /** A module's own command (`<prefix>:<name>`, checked in the handler): the row, with `message` when the command says what it did. */
    @Post(':id/commands/:command')
    @HttpCode(200)
    @RequirePermissions(...((decl.commands ?? []).flatMap((c) => permissionCodes(decl, c.name)).concat(decl.commands?.length ? [] : ['admin'])))
    runCommand(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('command') command: string, @Body() body: unknown): Promise<CommandResultRow> {
      const b = objectBody(body);
      return this.commands.execute(new RunResourceCommandCommand(name, actor, positiveId(id), command, b, reasonOf(b)));
    }

    /** A module's own command on the list (`<prefix>:<name>`, checked in the handler): `{organizationId?, reason?}` → `{count, message}`. */
    @Post('commands/:command')
    @HttpCode(200)
    @RequirePermissions(...((decl.listCommands ?? []).flatMap((c) => permissionCodes(decl, c.name)).concat(decl.listCommands?.length ? [] : ['admin'])))
    runListCommand(@CurrentActor() actor: Actor, @Param('command') command: string, @Body() body: unknown): Promise<ListCommandResult> {
      const b = objectBody(body ?? {});
      return this.commands.execute(new RunListCommandCommand(name, actor, command, b, reasonOf(b)));
    }

    /** The row's timeline from domain_events (who, when, old → new, reason), newest first. */
    @Get(':id/history')
    @can('list')
    history(@CurrentActor() actor: Actor, @Param('id') id: string, @Req() req: Request): Promise<PageResult<HistoryEntry>> {
      const { page, size } = historyPage(req.query as Body);
      return this.queries.execute(new GetResourceHistoryQuery(name, actor, positiveId(id), page, size));
    }

    @Get(':id')
    @can('list')
    detail(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ResourceRow> {
      return this.queries.execute(new GetResourceQuery(name, actor, positiveId(id)));
    }
  }
  Object.defineProperty(GenericResourceController, 'name', { value: `${name[0].toUpperCase()}${name.slice(1)}Controller` });
  return GenericResourceController;
}
