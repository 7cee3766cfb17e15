import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ItemMedia } from '@medprep/shared';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MEDIA_FORMATS } from './media-formats';
import { inspectMedia, type UploadedFile } from './media-inspection';
import { MediaErrors } from './media.errors';
import { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage';

export interface MediaText {
  alt: string;
  caption?: string;
}

export interface UploadResult {
  media: ItemMedia;
  /** False when the same bytes were stored before (the upload changed nothing). */
  created: boolean;
}

/** Item images: checked by their content, stored under the hash of their bytes, described for an item. */
@Injectable()
export class MediaService {
  private readonly logger = new Logger('MediaService');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  async upload(file: UploadedFile, text: MediaText): Promise<UploadResult> {
    if (file.bytes.length > this.config.media.maxBytes) throw MediaErrors.tooLarge(this.config.media.maxBytes);
    const { kind, width, height } = inspectMedia(file);
    const format = MEDIA_FORMATS[kind];
    const name = `${createHash('sha256').update(file.bytes).digest('hex')}.${format.ext}`;
    let created: boolean;
    try {
      created = await this.storage.put(name, file.bytes, format.contentType);
    } catch (error) {
      this.logger.error({ err: error, storage: this.storage.kind, name }, 'storing an image failed');
      throw MediaErrors.storageUnavailable();
    }
    if (created) this.logger.log({ event: 'media.stored', name, bytes: file.bytes.length, storage: this.storage.kind }, `Stored ${name}`);
    const media: ItemMedia = {
      kind,
      src: this.srcOf(name),
      alt: text.alt,
      ...(text.caption === undefined ? {} : { caption: text.caption }),
      ...(width === undefined || height === undefined ? {} : { width, height }),
    };
    return { media, created };
  }

  /** Where browsers fetch a stored image: this server's /media, or MEDIA_PUBLIC_BASE_URL. */
  srcOf(name: string): string {
    return `${this.config.media.publicBaseUrl ?? '/media'}/${name}`;
  }
}
