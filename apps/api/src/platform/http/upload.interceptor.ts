import { BadRequestException, CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { PLATFORM_MESSAGES as M } from '../errors/platform-messages';

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

/** The type a file's first bytes say it is (never its name or declared mimetype). */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 6 && (buf.subarray(0, 6).toString('latin1') === 'GIF87a' || buf.subarray(0, 6).toString('latin1') === 'GIF89a')) return 'gif';
  if (buf.length >= 12 && buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

export interface UploadedImage {
  buffer: Buffer;
  kind: ImageKind;
  size: number;
}

/**
 * Reads one multipart image field into memory with multer, refusing (4xx, Chinese message,
 * never 500) a missing file, extra files, a file over `maxBytes`, or content not of `kinds`.
 * Puts the result on `req.uploadedImage`.
 */
export function ImageUpload(field: string, kinds: ImageKind[], maxBytes: number): Type<NestInterceptor> {
  const limitText = maxBytes >= 1024 * 1024 ? `${maxBytes / 1024 / 1024}MB` : `${Math.round(maxBytes / 1024)}KB`;
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } }).single(field);

  @Injectable()
  class ImageUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request & { file?: Express.Multer.File; uploadedImage?: UploadedImage }>();
      const res = http.getResponse<Response>();
      if (!req.is('multipart/form-data')) throw new BadRequestException(M.fileMissing(field));
      await new Promise<void>((resolve, reject) =>
        parse(req, res, (err: unknown) => {
          if (!err) return resolve();
          const code = (err as { code?: string }).code;
          if (code === 'LIMIT_FILE_SIZE') return reject(new HttpException(M.fileTooLarge(limitText), HttpStatus.PAYLOAD_TOO_LARGE));
          if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_PART_COUNT' || code === 'LIMIT_FIELD_COUNT') {
            return reject(new BadRequestException(M.fileMissing(field)));
          }
          return reject(new BadRequestException('上传内容格式不正确'));
        }),
      );
      if (!req.file) throw new BadRequestException(M.fileMissing(field));
      const kind = sniffImage(req.file.buffer);
      if (!kind || !kinds.includes(kind)) throw new BadRequestException(M.fileType(kinds.join('/')));
      req.uploadedImage = { buffer: req.file.buffer, kind, size: req.file.size };
      return next.handle();
    }
  }
  return mixin(ImageUploadInterceptor);
}
