import { BadRequestException, CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { IMPORT_LIMITS } from '@ohit/contracts';
import { INSTRUMENT_IMPORT_MESSAGES as M } from './instrument-import.messages';

const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: IMPORT_LIMITS.maxFileBytes, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 } }).single('file');

/** An instrument export as sent: multipart `file` into memory (≤ 20 MB) with its text fields (`mapping`, `reason`); 4xx in Chinese for every refusal. */
export type InstrumentUpload = Request & { file?: Express.Multer.File; body: Record<string, unknown> };

@Injectable()
export class InstrumentUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<InstrumentUpload>();
    const res = http.getResponse<Response>();
    if (!req.is('multipart/form-data')) throw new BadRequestException(M.fileMissing);
    await new Promise<void>((resolve, reject) =>
      parse(req, res, (err: unknown) => {
        if (!err) return resolve();
        const code = (err as { code?: string }).code;
        if (code === 'LIMIT_FILE_SIZE') return reject(new HttpException(M.tooLarge, HttpStatus.PAYLOAD_TOO_LARGE));
        reject(new BadRequestException(code === 'LIMIT_UNEXPECTED_FILE' ? M.onlyOneFile : M.malformed));
      }),
    );
    if (!req.file || !req.file.size) throw new BadRequestException(M.fileMissing);
    return next.handle();
  }
}
