import { Body, ConflictException, Controller, Delete, Get, HttpCode, NotFoundException, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { LINKED_PLATFORM_TYPES } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, CurrentActor, RequirePermissions, inTransaction } from '../../platform';

const HOST = /^(((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z][A-Za-z0-9-]{0,62})$/;
const M = { notFound: '平台地址不存在', typeTaken: '该类型的平台地址已存在', stale: '数据已被他人修改，请刷新后重试' };

export class CreatePlatformDto {
  @IsIn([...LINKED_PLATFORM_TYPES], { message: '平台类型只能是3、5、6或7' })
  type: number;

  @IsString({ message: '名称必须是文本' })
  @IsNotEmpty({ message: '名称不能为空' })
  @MaxLength(100, { message: '名称不能超过100个字符' })
  name: string;

  @IsString({ message: '请输入正确的IP地址' })
  @Matches(HOST, { message: '请输入正确的IP地址' })
  ip: string;

  @IsInt({ message: '端口必须是整数' })
  @Min(1, { message: '端口范围为1-65535' })
  @Max(65535, { message: '端口范围为1-65535' })
  port: number;
}

export class EditPlatformDto {
  @IsInt({ message: 'id必须是整数' })
  id: number;

  @IsOptional()
  @IsString({ message: '名称必须是文本' })
  @IsNotEmpty({ message: '名称不能为空' })
  @MaxLength(100, { message: '名称不能超过100个字符' })
  name?: string;

  @IsOptional()
  @IsString({ message: '请输入正确的IP地址' })
  @Matches(HOST, { message: '请输入正确的IP地址' })
  ip?: string;

  @IsOptional()
  @IsInt({ message: '端口必须是整数' })
  @Min(1, { message: '端口范围为1-65535' })
  @Max(65535, { message: '端口范围为1-65535' })
  port?: number;

  @IsOptional()
  @IsInt({ message: 'version必须是整数' })
  version?: number;
}

export class PlatformIdsDto {
  @IsArray({ message: 'ids必须是数组' })
  @ArrayNotEmpty({ message: '请选择要删除的数据' })
  @ArrayMaxSize(100, { message: '一次最多删除100条' })
  @IsInt({ each: true, message: 'ids必须是整数' })
  ids: number[];
}

export class ByTypesQueryDto {
  @IsOptional()
  @Matches(/^\d(,\d){0,9}$/, { message: 'types应为以逗号分隔的类型' })
  types?: string;
}

const COLUMNS = `id, type, name, ip, port, version, created_at AS "createTime", updated_at AS "updateTime"`;

/** Linked-platform addresses (types 3, 5, 6, 7 → ip, port) for the navbar buttons. */
@ApiTags('platforms')
@Controller('api/platformAddress')
export class PlatformsController {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  /** Every logged-in user: what the navbar needs. */
  @Get('byTypes')
  async byTypes(@Query() q: ByTypesQueryDto): Promise<{ type: number; ip: string; port: number }[]> {
    const types = q.types ? q.types.split(',').map(Number) : [...LINKED_PLATFORM_TYPES];
    return this.ds.query(`SELECT type, ip, port FROM platform_addresses WHERE type = ANY($1::int[]) ORDER BY type`, [types]);
  }

  @Get()
  @RequirePermissions('platform:list', 'platformLink:list')
  async list() {
    const content = await this.ds.query(`SELECT ${COLUMNS} FROM platform_addresses ORDER BY type`);
    return { content, totalElements: content.length };
  }

  @Post()
  @RequirePermissions('platform:add', 'platformLink:add')
  create(@CurrentActor() actor: Actor, @Body() dto: CreatePlatformDto) {
    return inTransaction(this.ds, async (m) => {
      if ((await m.query(`SELECT 1 FROM platform_addresses WHERE type = $1`, [dto.type])).length) throw new ConflictException(M.typeTaken);
      const [{ id }] = await m.query(`INSERT INTO platform_addresses (type, name, ip, port) VALUES ($1,$2,$3,$4) RETURNING id`, [dto.type, dto.name, dto.ip, dto.port]);
      await this.events.append(m, { type: 'PlatformAddressCreated', aggregateType: 'platform-address', aggregateId: id, payload: { old: null, new: { ...dto } }, ...auditOf(actor) });
      return { id };
    });
  }

  @Put()
  @RequirePermissions('platform:edit', 'platformLink:edit')
  edit(@CurrentActor() actor: Actor, @Body() dto: EditPlatformDto) {
    return inTransaction(this.ds, async (m) => {
      const [old] = await m.query(`SELECT id, type, name, ip, port, version FROM platform_addresses WHERE id = $1 FOR UPDATE`, [dto.id]);
      if (!old) throw new NotFoundException(M.notFound);
      if (dto.version !== undefined && dto.version !== old.version) throw new ConflictException(M.stale);
      const next = { name: dto.name ?? old.name, ip: dto.ip ?? old.ip, port: dto.port ?? old.port };
      await m.query(`UPDATE platform_addresses SET name=$2, ip=$3, port=$4, version=version+1, updated_at=now() WHERE id=$1`, [dto.id, next.name, next.ip, next.port]);
      await this.events.append(m, { type: 'PlatformAddressEdited', aggregateType: 'platform-address', aggregateId: dto.id, payload: { old: { name: old.name, ip: old.ip, port: old.port }, new: next }, ...auditOf(actor) });
      return { id: dto.id };
    });
  }

  @Delete()
  @HttpCode(200)
  @RequirePermissions('platform:del', 'platformLink:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: PlatformIdsDto) {
    const ids = [...new Set(dto.ids)];
    await inTransaction(this.ds, async (m) => {
      const rows: { id: number; type: number; ip: string; port: number }[] = await m.query(`SELECT id, type, ip, port FROM platform_addresses WHERE id = ANY($1::int[]) FOR UPDATE`, [ids]);
      if (rows.length !== ids.length) throw new NotFoundException(M.notFound);
      await m.query(`DELETE FROM platform_addresses WHERE id = ANY($1::int[])`, [ids]);
      await this.events.append(m, rows.map((r) => ({ type: 'PlatformAddressDeleted', aggregateType: 'platform-address', aggregateId: r.id, payload: { old: r, new: null }, ...auditOf(actor) })));
    });
    return {};
  }
}
