import { BadRequestException, CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import { open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import multer from 'multer';
import { Observable } from 'rxjs';
import { sniff, svgIsActive } from '@ohit/server-storage';

/** What an upload route accepts: a name (extension) → the content it must sniff as, and its stored type. */
export interface AllowedType {
  ext: string;
  kind: ReturnType<typeof sniff> & string;
  contentType: string;
}

export const TYPES = {
  pdf: { ext: 'pdf', kind: 'pdf', contentType: 'application/pdf' },
  doc: { ext: 'doc', kind: 'ole2', contentType: 'application/msword' },
  docx: { ext: 'docx', kind: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xls: { ext: 'xls', kind: 'ole2', contentType: 'application/vnd.ms-excel' },
  xlsx: { ext: 'xlsx', kind: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  jpg: { ext: 'jpg', kind: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { ext: 'jpg', kind: 'jpeg', contentType: 'image/jpeg' },
  png: { ext: 'png', kind: 'png', contentType: 'image/png' },
  gif: { ext: 'gif', kind: 'gif', contentType: 'image/gif' },
  webp: { ext: 'webp', kind: 'webp', contentType: 'image/webp' },
  svg: { ext: 'svg', kind: 'svg', contentType: 'image/svg+xml' },
  ico: { ext: 'ico', kind: 'ico', contentType: 'image/x-icon' },
  apk: { ext: 'apk', kind: 'zip', contentType: 'application/vnd.android.package-archive' },
  zip: { ext: 'zip', kind: 'zip', contentType: 'application/zip' },
  // videos of sampling points (a phone's camera: MP4 or QuickTime; a browser's recorder: WebM)
  mp4: { ext: 'mp4', kind: 'isobmff', contentType: 'video/mp4' },
  mov: { ext: 'mov', kind: 'isobmff', contentType: 'video/quicktime' },
  webm: { ext: 'webm', kind: 'ebml', contentType: 'video/webm' },
  // an instrument's text export (raw data kept with the batch it was imported into)
  csv: { ext: 'csv', kind: 'text', contentType: 'text/csv' },
  txt: { ext: 'txt', kind: 'text', contentType: 'text/plain' },
} as const satisfies Record<string, AllowedType>;

export interface UploadPolicy {
  /** Extensions accepted (keys of TYPES). */
  types: (keyof typeof TYPES)[];
  maxBytes: number;
  field?: string;
}

export interface UploadedFile {
  tmpPath: string;
  size: number;
  /** Cleaned original name, for display only. */
  originalName: string;
  type: AllowedType;
  /** Text fields sent with the file. */
  fields: Record<string, string>;
}

export const UPLOAD_MESSAGES = {
  missing: (field: string) => `请选择要上传的文件（字段名 ${field}）`,
  tooLarge: (limit: string) => `文件大小不能超过${limit}`,
  wrongType: (types: string) => `文件类型不正确，只能上传${types}格式的文件`,
  contentMismatch: (types: string) => `文件内容与扩展名不符，只能上传${types}格式的文件`,
  unsafeSvg: 'SVG图片包含脚本等不安全内容，请重新选择',
  malformed: '上传内容格式不正确',
};

const limitText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)}MB` : `${Math.round(bytes / 1024)}KB`);

/** Display name: the last path segment, control and path characters removed, at most 100 characters. */
export function cleanName(name: string | undefined): string {
  const raw = Buffer.from(name ?? '', 'latin1').toString('utf8'); // multer gives latin1-decoded UTF-8 names
  const base = raw.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f && !'<>:"|?*'.includes(c)).join('');
  return printable.replace(/^\.+/, '').slice(-100) || 'file';
}

async function head(path: string, bytes: number): Promise<Buffer> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/**
 * A file a module was given some other way (in memory) checked as FileUpload checks an upload
 * under `policy`: extension allowed, size within the limit (413), content sniffed to match (400).
 */
export function checkHeldFile(policy: UploadPolicy, name: string, content: Buffer): { content: Buffer; originalName: string; type: AllowedType } {
  const names = policy.types.join('、');
  const originalName = cleanName(Buffer.from(name, 'utf8').toString('latin1')); // cleanName takes multer's latin1 form
  const ext = (/\.([A-Za-z0-9]{1,10})$/.exec(originalName)?.[1] ?? '').toLowerCase();
  const type = (policy.types as string[]).includes(ext) ? TYPES[ext as keyof typeof TYPES] : undefined;
  if (!type) throw new BadRequestException(UPLOAD_MESSAGES.wrongType(names));
  if (content.length > policy.maxBytes) throw new HttpException(UPLOAD_MESSAGES.tooLarge(limitText(policy.maxBytes)), HttpStatus.PAYLOAD_TOO_LARGE);
  if (content.length === 0 || sniff(content.subarray(0, 512)) !== type.kind) throw new BadRequestException(UPLOAD_MESSAGES.contentMismatch(names));
  return { content, originalName, type };
}

/**
 * Parses one multipart file (streamed by multer to a temporary file) and checks it: present,
 * within the size limit (413), extension allowed and content sniffed to match (400). The
 * temporary file is removed when the response ends. Puts the result on `req.uploaded`.
 */
export function FileUpload(policy: UploadPolicy): Type<NestInterceptor> {
  const field = policy.field ?? 'file';
  const names = policy.types.join('、');
  const parse = multer({ dest: tmpdir(), limits: { fileSize: policy.maxBytes, files: 1, fields: 20, parts: 22, fieldSize: 64 * 1024 } }).single(field);

  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request & { file?: Express.Multer.File; uploaded?: UploadedFile }>();
      const res = http.getResponse<Response>();
      if (!req.is('multipart/form-data')) throw new BadRequestException(UPLOAD_MESSAGES.missing(field));
      await new Promise<void>((resolve, reject) =>
        parse(req, res, (err: unknown) => {
          if (!err) return resolve();
          const code = (err as { code?: string }).code;
          if (code === 'LIMIT_FILE_SIZE') return reject(new HttpException(UPLOAD_MESSAGES.tooLarge(limitText(policy.maxBytes)), HttpStatus.PAYLOAD_TOO_LARGE));
          if (code?.startsWith('LIMIT_')) return reject(new BadRequestException(UPLOAD_MESSAGES.missing(field)));
          return reject(new BadRequestException(UPLOAD_MESSAGES.malformed));
        }),
      );
      const file = req.file;
      if (!file) throw new BadRequestException(UPLOAD_MESSAGES.missing(field));
      res.once('close', () => void rm(file.path, { force: true }));
      try {
        const originalName = cleanName(file.originalname);
        const ext = (/\.([A-Za-z0-9]{1,10})$/.exec(originalName)?.[1] ?? '').toLowerCase();
        const type = (policy.types as string[]).includes(ext) ? TYPES[ext as keyof typeof TYPES] : undefined;
        if (!type) throw new BadRequestException(UPLOAD_MESSAGES.wrongType(names));
        if (file.size === 0) throw new BadRequestException(UPLOAD_MESSAGES.contentMismatch(names));
        const first = await head(file.path, 512);
        if (sniff(first) !== type.kind) throw new BadRequestException(UPLOAD_MESSAGES.contentMismatch(names));
        if (type.kind === 'svg' && svgIsActive(await readFile(file.path, 'utf8'))) throw new BadRequestException(UPLOAD_MESSAGES.unsafeSvg);
        const fields = Object.fromEntries(Object.entries(req.body ?? {}).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
        req.uploaded = { tmpPath: file.path, size: file.size, originalName, type, fields };
      } catch (e) {
        await rm(file.path, { force: true });
        throw e;
      }
      return next.handle();
    }
  }
  return mixin(FileUploadInterceptor);
}
