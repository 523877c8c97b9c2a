import type { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { AppConfig } from '@ohit/server-config';
import { badRequest, type Actor, requestReason } from '../../platform';
import { normaliseQuery } from '../resources';
import { StartExportCommand } from './commands/start-export/start-export.command';
import type { JobFiles } from './job-files';
import { unfinishedJobError } from './job-failure';
import type { JobReader } from './job-view';

export const wantsWait = (req: Request) => ['1', 'true'].includes(String((req.query as Record<string, unknown>).wait ?? ''));

export interface ExportRouteDeps {
  commands: CommandBus;
  reader: JobReader;
  files: JobFiles;
  config: AppConfig;
}

/**
 * `POST <url>/export` of a declared resource or an export source: the list query (query string
 * and body, ids included) and an optional `reason` start the export job; `{jobId, status}` at
 * once, or with `?wait=1` the file itself (the spec's synchronous contract).
 */
export async function startExportRoute(deps: ExportRouteDeps, resource: string, actor: Actor, req: Request, res: Response, body: unknown): Promise<void> {
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) throw badRequest('请求内容必须是JSON对象');
  const { reason, ...fields } = (body as Record<string, unknown>) ?? {};
  const query = { ...normaliseQuery(req.query as Record<string, unknown>), ...fields };
  delete query.wait;
  delete query.reason;
  const started = await deps.commands.execute(new StartExportCommand(resource, actor, query, requestReason(reason)));
  const row = wantsWait(req) ? await deps.reader.waitFinished(started.jobId, deps.config.http.jobWaitTimeoutMs) : null;
  if (!row) {
    res.status(202).json(started);
    return;
  }
  if (row.status !== 'completed') throw unfinishedJobError(row);
  res.status(200);
  await deps.files.send(row, res);
}
