import { QueryFailedError } from 'typeorm';
import { ARCHIVED_REFUSAL_SQLSTATE } from '@ohit/server-database';

/**
 * PostgreSQL errors caused by what a user sent, answered as 4xx rather than 500. 22021 and 22P05
 * (a NUL or an invalid byte in text or jsonb) are refused earlier by the request middleware; the
 * mapping here is the backstop for any path that slips past it (multipart fields, file names).
 */
const PG_USER_ERRORS: Readonly<Record<string, [number, string]>> = {
  '22P02': [400, '参数格式不正确'],
  '22001': [400, '输入内容过长'],
  '22003': [400, '数值超出范围'],
  '22007': [400, '日期格式不正确'],
  '22008': [400, '日期超出范围'],
  '22021': [400, '内容包含无效字符（如空字符），请删除后重试'],
  '22P05': [400, '内容包含无法保存的字符（如空字符），请删除后重试'],
  '23505': [409, '数据已存在，不能重复'],
  '23503': [409, '数据仍被引用，不能操作'],
  '23502': [400, '缺少必填内容'],
};

/**
 * Refusals raised by the schema's own rule triggers, answered with the trigger's Chinese message:
 * a write to an archived project's technical file ('项目已归档，资料只读', '档案保存期限至…').
 */
const PG_RULE_REFUSALS: Readonly<Record<string, number>> = { [ARCHIVED_REFUSAL_SQLSTATE]: 409 };

/** `[status, message]` of a PostgreSQL error a user caused, else null. */
export function pgUserError(exception: unknown): [number, string] | null {
  if (!(exception instanceof QueryFailedError)) return null;
  const driverError = (exception as QueryFailedError & { driverError?: { code?: string; message?: string } }).driverError;
  const code = driverError?.code;
  if (code && PG_RULE_REFUSALS[code] && driverError?.message) return [PG_RULE_REFUSALS[code], driverError.message];
  return (code && PG_USER_ERRORS[code]) || null;
}
