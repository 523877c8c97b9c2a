import { declarationOf } from '../resources/declarations';

/**
 * A custom read's export: a screen whose list is a module's own read (a join, not a declared
 * table) exported by the same export job as a declared resource. `name` is the job's
 * `jobs.resource`; `url` + '/export' starts it, holders of `permission` only; the jobs drawer
 * shows `title`. The server side (columns and the read itself) is registered in the resource
 * engine under the same name (`registerExportRead`).
 */
export interface ExportSourceContract {
  name: string;
  title: string;
  url: string;
  permission: string;
}

const SOURCES = new Map<string, ExportSourceContract>();

export function registerExportSource(contract: ExportSourceContract): ExportSourceContract {
  SOURCES.set(contract.name, contract);
  return contract;
}

export function exportSourceOf(name: string): ExportSourceContract | undefined {
  return SOURCES.get(name);
}

export function exportSources(): ExportSourceContract[] {
  return [...SOURCES.values()];
}

/** The jobs drawer's title of a job's resource: a declaration's or an export source's title. */
export function jobResourceTitle(resource: string): string {
  return declarationOf(resource)?.title ?? SOURCES.get(resource)?.title ?? resource;
}
