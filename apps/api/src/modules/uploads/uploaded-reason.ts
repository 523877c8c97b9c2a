import { BadRequestException } from '@nestjs/common';
import { parseReason } from '@ohit/contracts';
import type { UploadedFile } from './file-upload.interceptor';

/** The optional `reason` text field sent with a multipart upload (trimmed, ≤ 500; 400 otherwise). */
export function uploadedReason(file: UploadedFile): string | null {
  const parsed = parseReason(file.fields.reason);
  if (!parsed.ok) throw new BadRequestException(parsed.message);
  return parsed.reason;
}
