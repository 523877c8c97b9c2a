import type { EntityManager } from 'typeorm';
import type { AppReleaseView } from '@ohit/contracts';

/** The public download route (spelled as the spec spells it). */
export const APK_DOWNLOAD_PATH = '/api/dispalyView/apk';

export interface ReleaseRow {
  id: number;
  version: string;
  description: string | null;
  file_key: string;
  file_name: string;
  size: string | number;
  created_by: string | null;
  created_at: Date;
}

/** The rows of api/apkAffix: the wire shape lives in @ohit/contracts, shared with the web. */
export type { AppReleaseView };

export function releaseView(r: ReleaseRow): AppReleaseView {
  const path = `${APK_DOWNLOAD_PATH}?version=${encodeURIComponent(r.version)}`;
  return { id: r.id, version: r.version, description: r.description, fileName: r.file_name, size: Number(r.size), path, filePath: path, createBy: r.created_by, createTime: r.created_at.toISOString() };
}

type Run = Pick<EntityManager, 'query'>;

/** The newest release (highest version), if any. */
export async function latestRelease(run: Run): Promise<ReleaseRow | undefined> {
  const rows: ReleaseRow[] = await run.query(`SELECT * FROM app_releases ORDER BY version_rank DESC, id DESC LIMIT 1`);
  return rows[0];
}
