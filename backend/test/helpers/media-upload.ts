import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Response } from 'superagent';
import type { SignedUpUser } from './accounts';
import type { TestApp } from './test-app';

export interface UploadFields {
  bytes: Buffer;
  fileName: string;
  contentType?: string;
  alt?: string;
  caption?: string;
}

/** POST /api/admin/media as a browser would send a form: multipart, with the session cookie and our own Origin. */
export function uploadMedia(t: TestApp, user: SignedUpUser | null, fields: UploadFields) {
  let req = t.http().post('/api/admin/media').set('Origin', new URL(t.config.publicUrl).origin);
  if (user) req = req.set('Cookie', user.cookie);
  if (fields.alt !== undefined) req = req.field('alt', fields.alt);
  if (fields.caption !== undefined) req = req.field('caption', fields.caption);
  return req.attach('file', fields.bytes, { filename: fields.fileName, contentType: fields.contentType ?? 'application/octet-stream' });
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose path goes on the wire exactly as written (no client resolves `..` or decodes it first). */
export async function rawGet(t: TestApp, path: string): Promise<RawResponse> {
  const server = t.app.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Collects a binary supertest body as a Buffer (for `.parse(binary)`). */
export function binary(res: Response, done: (error: Error | null, body: Buffer) => void) {
  // In Node, superagent hands the parser the incoming message itself.
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
