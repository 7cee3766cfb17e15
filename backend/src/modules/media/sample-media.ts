import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { REPO_ROOT } from '../../config/paths';
import { type PreparedBytes, prepareBytes } from '../pages/prepared-page';

/** The project's own drawings (seed-data/media, made by its generate.mjs), served at /media/samples/<name>.svg. */
export const SAMPLE_MEDIA_DIR = join(REPO_ROOT, 'backend', 'seed-data', 'media');
export const SAMPLE_NAME = /^[a-z0-9][a-z0-9-]{0,99}\.svg$/;
/** Samples are redrawn now and then under the same name: cached for a day, then revalidated by ETag. */
const SAMPLE_CACHE = 'public, max-age=86400';

/**
 * The sample drawings, read and compressed once per file version (keyed by modification time, so a
 * redrawn file is picked up without a restart).
 */
@Injectable()
export class SampleMedia {
  private readonly prepared = new Map<string, { mtimeMs: number; bytes: PreparedBytes }>();

  async get(name: string): Promise<PreparedBytes | null> {
    if (!SAMPLE_NAME.test(name)) return null;
    const path = join(SAMPLE_MEDIA_DIR, name);
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const cached = this.prepared.get(name);
    if (cached?.mtimeMs === mtimeMs) return cached.bytes;
    const bytes = await prepareBytes(await readFile(path, 'utf8'), 'image/svg+xml', SAMPLE_CACHE);
    this.prepared.set(name, { mtimeMs, bytes });
    return bytes;
  }
}
