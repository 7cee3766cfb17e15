import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { from, type Observable, switchMap } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MediaErrors } from './media.errors';

/** The multipart field that carries the image. */
export const MEDIA_FILE_FIELD = 'file';

/**
 * Reads a multipart upload into memory (one file in "file", a few short text fields), stopping at
 * MEDIA_MAX_BYTES; multer's refusals become MEDIA_* errors with codes. Runs after the guards, so a
 * visitor's body is never read.
 */
@Injectable()
export class MediaUploadInterceptor implements NestInterceptor {
  private readonly upload: ReturnType<ReturnType<typeof multer>['single']>;
  private readonly maxBytes: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.maxBytes = config.media.maxBytes;
    this.upload = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: this.maxBytes, files: 1, fields: 4, fieldSize: 8 * 1024, fieldNameSize: 100, parts: 6, headerPairs: 100 },
    }).single(MEDIA_FILE_FIELD);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const read = new Promise<void>((resolve, reject) => {
      this.upload(req, res, (error?: unknown) => (error ? reject(this.refusal(error)) : resolve()));
    });
    return from(read).pipe(switchMap(() => next.handle()));
  }

  private refusal(error: unknown): Error {
    if (error instanceof MulterError) {
      switch (error.code) {
        case 'LIMIT_FILE_SIZE':
          return MediaErrors.tooLarge(this.maxBytes);
        case 'LIMIT_UNEXPECTED_FILE':
        case 'LIMIT_FILE_COUNT':
          return MediaErrors.uploadInvalid(`Send exactly one file, in the field "${MEDIA_FILE_FIELD}".`);
        default:
          return MediaErrors.uploadInvalid(`The upload has too many or too long fields (${error.message}).`);
      }
    }
    // busboy's own complaints: a malformed multipart body.
    return MediaErrors.uploadInvalid(`The multipart body cannot be read (${error instanceof Error ? error.message : String(error)}).`);
  }
}
