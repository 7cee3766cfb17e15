import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STORED_NAME } from '../media-formats';
import type { MediaStorage, StoredMedia } from './media-storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Images as files in one folder (MEDIA_DIR), created on the first upload. */
export class DiskStorage implements MediaStorage {
  readonly kind = 'disk';

  constructor(private readonly dir: string) {}

  async put(name: string, bytes: Buffer): Promise<boolean> {
    const path = this.pathOf(name);
    if (await this.stat(name)) return false;
    await mkdir(this.dir, { recursive: true });
    // Written aside, then renamed: a reader never sees half an image.
    const temp = join(this.dir, `.${name}.${randomUUID()}.tmp`);
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return true;
  }

  async stat(name: string): Promise<{ size: number } | null> {
    try {
      return { size: (await stat(this.pathOf(name))).size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(name: string): Promise<StoredMedia | null> {
    let handle;
    try {
      handle = await open(this.pathOf(name), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const { size } = await handle.stat();
    return { size, body: handle.createReadStream() };
  }

  async close(): Promise<void> {}

  /** Only content-addressed names reach the file system, so no name can leave the folder. */
  private pathOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`not a stored media name: ${name}`);
    return join(this.dir, name);
  }
}
