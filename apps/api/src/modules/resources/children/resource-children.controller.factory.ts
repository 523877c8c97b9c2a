import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Type } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type BusinessCodeResponse, type ChildCollection, permissionCodes, type ResourceDeclaration, type ResourceRow } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions, requestReason } from '../../../platform';
import { pathId } from '../shared/path-id';
import { CHILD_MESSAGES as M } from './children.messages';
import { AddChildCommand } from './commands/add-child/add-child.command';
import { EditChildCommand } from './commands/edit-child/edit-child.command';
import { RemoveChildCommand } from './commands/remove-child/remove-child.command';
import { ListChildrenQuery } from './queries/list-children/list-children.query';

type Body = Record<string, unknown>;

function objectBody(body: unknown): Body {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求内容必须是JSON对象');
  return body as Body;
}

/** DELETE may carry `{version?, reason?}` or nothing. */
function optionalVersion(body: Body): number | undefined {
  if (body.version === undefined || body.version === null || body.version === '') return undefined;
  const v = Number(body.version);
  if (!Number.isSafeInteger(v)) throw badRequest(M.versionMissing);
  return v;
}

/**
 * One controller per child collection of a generic declaration, at `<url>/:id/children/<name>`:
 * listing needs `<prefix>:list`, changing needs `<prefix>:<child.action ?? 'edit'>` (a route per
 * collection, so each may name its own button).
 */
export function resourceChildrenController(decl: ResourceDeclaration, child: ChildCollection): Type<unknown> {
  const canList = RequirePermissions(...permissionCodes(decl, 'list'));
  const canChange = RequirePermissions(...permissionCodes(decl, child.action ?? 'edit'));
  const name = decl.name;
  // a read-only collection is written by the module's commands only (recordChildRow)
  const changeable = () => {
    if (child.readOnly) throw badRequest(M.readOnly(child.title));
  };

  @ApiTags(decl.name)
  @Controller(`${decl.url}/:id/children/${child.name}`)
  class ResourceChildrenController {
    constructor(
      @Inject(CommandBus) private readonly commands: CommandBus,
      @Inject(QueryBus) private readonly queries: QueryBus,
    ) {}

    @Get()
    @canList
    list(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ResourceRow[]> {
      return this.queries.execute(new ListChildrenQuery(name, child.name, actor, pathId(id)));
    }

    @Post()
    @canChange
    add(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: unknown): Promise<ResourceRow> {
      changeable();
      const b = objectBody(body);
      return this.commands.execute(new AddChildCommand(name, child.name, actor, pathId(id), b, requestReason(b.reason)));
    }

    @Put(':childId')
    @canChange
    edit(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('childId') childId: string, @Body() body: unknown): Promise<ResourceRow> {
      changeable();
      const b = objectBody(body);
      return this.commands.execute(new EditChildCommand(name, child.name, actor, pathId(id), pathId(childId, M.badChildId), b, requestReason(b.reason)));
    }

    @Delete(':childId')
    @HttpCode(200)
    @canChange
    remove(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('childId') childId: string, @Body() body: unknown): Promise<BusinessCodeResponse> {
      changeable();
      const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
      return this.commands.execute(new RemoveChildCommand(name, child.name, actor, pathId(id), pathId(childId, M.badChildId), optionalVersion(b), requestReason(b.reason)));
    }
  }
  const cap = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;
  Object.defineProperty(ResourceChildrenController, 'name', { value: `${cap(name)}${cap(child.name)}ChildrenController` });
  return ResourceChildrenController;
}

/** Every child collection's controller of the given declarations. */
export function childrenControllers(decls: readonly ResourceDeclaration[]): Type<unknown>[] {
  return decls.flatMap((d) => (d.children ?? []).map((c) => resourceChildrenController(d, c)));
}
