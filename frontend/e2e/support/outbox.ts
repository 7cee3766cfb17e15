import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where e2e/support/start-server.mjs points the backend's development mail outbox. */
export const OUTBOX_DIR =
  process.env.E2E_OUTBOX_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'var', 'e2e-outbox');

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` escapes. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest message in the outbox addressed to `to`, decoded; polls until it arrives. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const text = decodeQuotedPrintable(await readFile(join(OUTBOX_DIR, file), 'utf8'));
      if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(text)) return text;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${OUTBOX_DIR}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The token of the reset link in a message (the link's host is PUBLIC_URL's, not the test server's). */
export function resetTokenFrom(mail: string): string {
  const token = /\/login\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('No reset link in the message');
  return token;
}
