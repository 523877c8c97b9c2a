/**
 * Files the admin offers for download, as the api answers them: help documents
 * (`GET api/helpDocuments`, `POST api/helpDocuments`) and app releases (`GET api/apkAffix/queryAll`,
 * `POST api/apkAffix/upload`, `GET api/apkAffix/queryNew`).
 */

/** A help document. The stored file's key is never shown: downloads go through the document's own route. */
export interface HelpDocumentView {
  id: number;
  title: string;
  fileName: string;
  suffix: string;
  contentType: string;
  size: number;
  /** null: platform-wide (every user sees it). */
  organizationId: number | null;
  organizationName: string | null;
  platformWide: boolean;
  uploaderName: string | null;
  /** ISO 8601. */
  createTime: string;
  /** GET this path (with the token) to download the file. */
  downloadPath: string;
}

/** An app release (the Android package). */
export interface AppReleaseView {
  id: number;
  version: string;
  description: string | null;
  fileName: string;
  size: number;
  /** The public download route of this version. */
  path: string;
  /** The same route under the spec's field name (spec: App release — files, filePath). */
  filePath: string;
  createBy: string | null;
  /** ISO 8601. */
  createTime: string;
}
