import type { CommandResultRow, HistoryEntry, ResourceDeclaration, ResourceRow, TransitionRequest } from '@ohit/contracts';
import { http } from '../../http/request';

/** Base of one row's endpoints: `<url>/<id>`. */
export function rowPath(decl: ResourceDeclaration, id: number): string {
  return `${decl.url.replace(/^\/+|\/+$/g, '')}/${encodeURIComponent(String(id))}`;
}

/** A page of a row's timeline (`GET <url>/:id/history`), newest first. */
export interface HistoryPage {
  content: HistoryEntry[];
  totalElements: number;
}

/**
 * A row's commands from its detail page: a workflow event (`POST <url>/:id/transitions/:event`)
 * or a module's own command (`POST <url>/:id/commands/:name`), each with the version read and
 * the reason; both answer the updated row (a command with `message` when it says what it did).
 * Failures are shown by the HTTP layer (409: the machine's refusal or a stale version, in the
 * server's words).
 */
export const detailApi = {
  transition: (decl: ResourceDeclaration, id: number, event: string, body: TransitionRequest) =>
    http.post<ResourceRow>(`${rowPath(decl, id)}/transitions/${encodeURIComponent(event)}`, body),
  command: (decl: ResourceDeclaration, id: number, name: string, body: TransitionRequest & Record<string, unknown>) =>
    http.post<CommandResultRow>(`${rowPath(decl, id)}/commands/${encodeURIComponent(name)}`, body),
  historyPath: (decl: ResourceDeclaration, id: number) => `${rowPath(decl, id)}/history`,
};
