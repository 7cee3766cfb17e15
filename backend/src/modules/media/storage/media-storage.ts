import type { Readable } from 'node:stream';

export interface StoredMedia {
  size: number;
  body: Readable;
}

/**
 * Where uploaded images are kept, under their content-addressed names (so a name, once written,
 * never changes its bytes). The only I/O of the media module besides the sample drawings.
 */
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  /** Writes the bytes under the name unless it is already stored; true when it was written now. */
  put(name: string, bytes: Buffer, contentType: string): Promise<boolean>;
  /** The stored object's size, or null when the name is not stored. */
  stat(name: string): Promise<{ size: number } | null>;
  /** The stored bytes as a stream, or null when the name is not stored. */
  read(name: string): Promise<StoredMedia | null>;
  close(): Promise<void>;
}

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** What a stored object carries for caches that read it directly (a CDN in front of a bucket). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
