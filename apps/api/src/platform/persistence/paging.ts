import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@ohit/domain';
import { badRequest } from '../errors/http-errors';

export const toArray = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value]);
export const toInt = ({ value }: { value: unknown }) => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return value; // left for @IsInt to refuse with a Chinese message
};
export const toBool = ({ value }: { value: unknown }) => {
  if (value === 'true' || value === '1' || value === true) return true;
  if (value === 'false' || value === '0' || value === false) return false;
  if (value === undefined || value === '') return undefined;
  return value;
};

/** The generic paging contract: zero-based page, size (≤ 5000), repeated sort=field,dir. */
export class PageQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'page必须是整数' })
  @Min(0, { message: 'page不能小于0' })
  @Max(10_000_000, { message: 'page过大' })
  page?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'size必须是整数' })
  @Min(1, { message: 'size不能小于1' })
  @Max(MAX_PAGE_SIZE, { message: `size不能超过${MAX_PAGE_SIZE}` })
  size?: number;

  @IsOptional()
  @Transform(toArray)
  @IsString({ each: true, message: 'sort必须是文本' })
  sort?: string[];
}

/** The 1-based paging some spec calls use (pageNumber, pageSize ≤ 5000, repeated sort=field,dir). */
export class PageNumberQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'pageNumber必须是整数' })
  @Min(1, { message: 'pageNumber不能小于1' })
  @Max(10_000_000, { message: 'pageNumber过大' })
  pageNumber?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'pageSize必须是整数' })
  @Min(1, { message: 'pageSize不能小于1' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize不能超过${MAX_PAGE_SIZE}` })
  pageSize?: number;

  @IsOptional()
  @Transform(toArray)
  @IsString({ each: true, message: 'sort必须是文本' })
  sort?: string[];
}

/** The size cap of the public (no token) lists: 行业资讯 and 报告公示 (PUBLIC_NEWS_MAX_SIZE, PUBLIC_DISCLOSURE_MAX_SIZE). */
export const PUBLIC_PAGE_MAX_SIZE = 50;

/** The paging of a public list (no token): zero-based page (≤ 100000), size ≤ PUBLIC_PAGE_MAX_SIZE, no sort. */
export class PublicPageQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'page必须是整数' })
  @Min(0, { message: 'page不能小于0' })
  @Max(100_000, { message: 'page过大' })
  page?: number;

  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'size必须是整数' })
  @Min(1, { message: 'size不能小于1' })
  @Max(PUBLIC_PAGE_MAX_SIZE, { message: `size不能超过${PUBLIC_PAGE_MAX_SIZE}` })
  size?: number;
}

export interface Paging {
  offset: number;
  limit: number;
  orderBy: string;
}

/**
 * Turns page/size/sort into SQL pieces. `columns` is the sort whitelist (field → SQL column);
 * anything else is a 400, so nothing from the request reaches the SQL text.
 */
export function paging(q: PageQueryDto, columns: Record<string, string>, tieBreaker: string): Paging {
  const size = Math.min(q.size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = q.page ?? 0;
  const parts: string[] = [];
  const sorts = q.sort && q.sort.length ? q.sort : ['id,desc'];
  for (const s of sorts) {
    const [field, dirRaw, ...rest] = s.split(',').map((x) => x.trim());
    const dir = (dirRaw || 'asc').toLowerCase();
    if (rest.length || !Object.prototype.hasOwnProperty.call(columns, field) || (dir !== 'asc' && dir !== 'desc')) {
      throw badRequest(`不支持的排序：${s.slice(0, 40)}，可用字段：${Object.keys(columns).join('、')}`);
    }
    parts.push(`${columns[field]} ${dir.toUpperCase()}`);
  }
  if (!parts.some((p) => p.startsWith(`${tieBreaker} `))) parts.push(`${tieBreaker} DESC`);
  return { offset: page * size, limit: size, orderBy: parts.join(', ') };
}

/** timeSlot=[start,end] (or startTime/endTime); both ISO or 'YYYY-MM-DD HH:mm:ss'. */
export class TimeSlotQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(toArray)
  @IsString({ each: true, message: 'timeSlot必须是时间文本' })
  timeSlot?: string[];

  @IsOptional()
  @IsString({ message: 'startTime必须是时间文本' })
  startTime?: string;

  @IsOptional()
  @IsString({ message: 'endTime必须是时间文本' })
  endTime?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number;
}

export function parseTimeSlot(q: TimeSlotQueryDto): { start: Date | null; end: Date | null } {
  const start = q.timeSlot?.[0] ?? q.startTime;
  const end = q.timeSlot?.[1] ?? q.endTime;
  const parse = (v: string | undefined) => {
    if (!v) return null;
    const d = new Date(/^\d{4}-\d{2}-\d{2} /.test(v) ? v.replace(' ', 'T') : v);
    if (Number.isNaN(d.getTime())) throw badRequest('时间格式不正确');
    return d;
  };
  return { start: parse(start), end: parse(end) };
}

/** Numeric ids in bodies (DELETE, enable…): a non-empty list of positive integers. */
export function uniqueIds(ids: number[]): number[] {
  return [...new Set(ids)];
}
