import { BadRequestException, CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { IMPORT_FILE_FORMAT_MESSAGE } from '@ohit/domain';
import { IMPORT_LIMITS } from '@ohit/contracts';
import { WORKBOOK_MESSAGES } from '@ohit/server-xlsx';

const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: IMPORT_LIMITS.maxFileBytes, files: 1, fields: 10, parts: 12 } }).single('file');

/** Multipart `file` (plus belongGas, uploadType) into memory, with 4xx Chinese answers for every multer refusal. */
@Injectable()
export class WorkbookUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (!req.is('multipart/form-data')) throw new BadRequestException(IMPORT_FILE_FORMAT_MESSAGE);
    await new Promise<void>((resolve, reject) =>
      parse(req, res, (err: unknown) => {
        if (!err) return resolve();
        const code = (err as { code?: string }).code;
        if (code === 'LIMIT_FILE_SIZE') return reject(new HttpException(WORKBOOK_MESSAGES.tooLarge, HttpStatus.PAYLOAD_TOO_LARGE));
        reject(new BadRequestException(code === 'LIMIT_UNEXPECTED_FILE' ? '只能上传一个文件，字段名为file' : '上传内容不正确'));
      }),
    );
    return next.handle();
  }
}
