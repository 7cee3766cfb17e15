import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { kindOfStoredExt, type MediaKind, STORED_NAME } from './media-formats';
import { SampleMedia } from './sample-media';
import { MEDIA_STORAGE, type MediaStorage, type StoredMedia } from './storage/media-storage';
import type { PreparedBytes } from '../pages/prepared-page';

/** What /media/<path> names: an uploaded image, a sample drawing, or nothing. */
export type MediaRequest = { source: 'stored'; name: string; kind: MediaKind; hash: string } | { source: 'sample'; name: string } | null;

/** Only exact names: no decoding, so `..`, encoded slashes and anything else unexpected name nothing. */
export function mediaRequest(path: string): MediaRequest {
  const sample = /^\/samples\/([^/]+)$/.exec(path);
  if (sample) return { source: 'sample', name: sample[1] };
  const name = path.slice(1);
  if (!STORED_NAME.test(name)) return null;
  const [hash, ext] = name.split('.');
  return { source: 'stored', name, kind: kindOfStoredExt(ext)!, hash };
}

/** Reads what /media serves: uploaded images from the storage, the sample drawings from the repository. */
@Injectable()
export class MediaLibrary implements OnModuleDestroy {
  constructor(
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    private readonly samples: SampleMedia,
  ) {}

  stored(name: string): Promise<StoredMedia | null> {
    return this.storage.read(name);
  }

  storedSize(name: string): Promise<{ size: number } | null> {
    return this.storage.stat(name);
  }

  sample(name: string): Promise<PreparedBytes | null> {
    return this.samples.get(name);
  }

  async onModuleDestroy(): Promise<void> {
    await this.storage.close();
  }
}
