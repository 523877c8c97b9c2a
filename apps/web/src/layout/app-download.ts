import { http } from '../http/request';

/** GET api/apkAffix/latest → {code, body: {path}} (spec §3 "Latest app package response"). */
export interface LatestApk {
  code: number | string;
  body?: { path?: string | null } | null;
}

/** Absolute download URL of the latest APK, or null when there is none (code ≠ 200 or no path). */
export async function latestApkUrl(): Promise<string | null> {
  let res: LatestApk | undefined;
  try {
    res = await http.get<LatestApk>('api/apkAffix/latest', undefined, { silent: true });
  } catch {
    return null;
  }
  const path = res?.body?.path;
  if (Number(res?.code) !== 200 || !path) return null;
  return new URL(path, window.location.origin).toString();
}
