import { NotFoundException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { DisclosureFacts } from '@ohit/contracts';
import { StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { firstRow } from '../../platform';
import { DISCLOSURE_MESSAGES as M } from './report-disclosures.messages';

export interface PhotoFile {
  contentType: string;
  size: number;
  stream: Readable;
}

/**
 * One of a disclosure's chosen photos as stored: its preview when the sampling day made one, else
 * the photo itself. Only photos the disclosure's facts name are served (an attachment id of any
 * other file is a 404), so a disclosure never opens another record's files.
 */
export async function disclosurePhoto(ds: DataSource, storage: StoragePort, facts: Pick<DisclosureFacts, 'photos'> | null, attachmentId: number): Promise<PhotoFile> {
  const photo = (facts?.photos ?? []).find((p) => p.attachmentId === attachmentId);
  if (!photo) throw new NotFoundException(M.photoNotFound);
  const file = firstRow<{ key: string; content_type: string; size: string }>(
    await ds.query(`SELECT f.key, a.content_type, a.size FROM resource_attachments a JOIN stored_files f ON f.id = a.stored_file_id WHERE a.id = $1`, [photo.previewId ?? photo.attachmentId]),
  );
  if (!file) throw new NotFoundException(M.photoNotFound);
  try {
    return { contentType: file.content_type, size: Number(file.size), stream: await storage.get(file.key) };
  } catch (e) {
    if (e instanceof StorageNotFoundError) throw new NotFoundException(M.photoNotFound);
    throw e;
  }
}

/** The picture inline (an <img>), never run as a page of our origin. */
export function sendPhoto(res: import('express').Response, file: PhotoFile, name: string, cache: string): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Content-Disposition', `inline; filename="${name}"`);
  res.setHeader('Cache-Control', cache);
  file.stream.on('error', () => res.destroy());
  file.stream.pipe(res);
}
