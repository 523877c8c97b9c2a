import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Req, Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { parseReason, permissionCodes, type BusinessCodeResponse, type PageResult, type RelationPayload, type ResourceDeclaration, type ResourceRow, type ResourceRelation } from '@ohit/contracts';
import { type Actor, CurrentActor, RequirePermissions } from '../../platform';
import { ChangeResourceStatusCommand } from './commands/change-resource-status/change-resource-status.command';
import { CopyResourceCommand } from './commands/copy-resource/copy-resource.command';
import { CreateResourceCommand } from './commands/create-resource/create-resource.command';
import { DeleteResourcesCommand } from './commands/delete-resources/delete-resources.command';
import { EditResourceCommand } from './commands/edit-resource/edit-resource.command';
import { RelateResourcesCommand } from './commands/relate-resources/relate-resources.command';
import { ResetResourceCommand } from './commands/reset-resource/reset-resource.command';
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

    @Get(':id')
    @can('list')
    detail(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ResourceRow> {
      return this.queries.execute(new GetResourceQuery(name, actor, positiveId(id)));
    }
  }
  Object.defineProperty(GenericResourceController, 'name', { value: `${name[0].toUpperCase()}${name.slice(1)}Controller` });
  return GenericResourceController;
}
