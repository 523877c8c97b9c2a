import { badRequest } from '../../../../platform';

/** Sortable columns of GET api/jobs, by the names JobDto uses. */
const SORTABLE: Readonly<Record<string, string>> = {
  createTime: 'created_at',
  startTime: 'started_at',
  finishTime: 'finished_at',
  status: 'status',
  type: 'type',
  resource: 'resource',
  progress: 'progress',
};

/**
 * `sort=<field>[,asc|desc]` (one or several) as an ORDER BY, newest first by default. An unknown
 * field or direction is a 400 naming the allowed fields — as every other list answers.
 */
export function jobsOrderBy(sort: unknown): string {
  if (sort === undefined || sort === '') return 'created_at DESC, id';
  const sorts = Array.isArray(sort) ? sort : [sort];
  const parts: string[] = [];
  for (const s of sorts) {
    if (typeof s !== 'string') throw badRequest('sort必须是文本');
    const [name, dirRaw, ...rest] = s.split(',').map((x) => x.trim());
    const dir = (dirRaw || 'asc').toLowerCase();
    const column = Object.prototype.hasOwnProperty.call(SORTABLE, name) ? SORTABLE[name] : undefined;
    if (!column || rest.length || (dir !== 'asc' && dir !== 'desc')) {
      throw badRequest(`不支持的排序：${s.slice(0, 40)}，可用字段：${Object.keys(SORTABLE).join('、')}`);
    }
    parts.push(`${column} ${dir.toUpperCase()}${dir === 'asc' ? ' NULLS FIRST' : ' NULLS LAST'}`);
  }
  return [...parts, 'id'].join(', ');
}
