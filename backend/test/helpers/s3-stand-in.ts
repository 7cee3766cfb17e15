import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedS3Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl?: string;
}

const xmlError = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A local HTTP stand-in for the part of the S3 API the media storage uses (PUT, GET and HEAD of an
 * object, path-style: /<bucket>/<key>), since no machine here reaches a real bucket. The SDK talks to
 * it as to S3; requests are recorded, and `failing` makes every answer a 500 (an outage).
 */
export class S3StandIn {
  readonly requests: RecordedS3Request[] = [];
  readonly objects = new Map<string, StoredObject>();
  failing = false;
  private readonly server: Server;

  constructor(readonly bucket: string) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = decodeURIComponent((req.url ?? '').split('?', 1)[0]);
        this.requests.push({ method: req.method ?? '', path, headers: req.headers });
        const send = (status: number, headers: Record<string, string | number>, body?: Buffer | string) => {
          res.writeHead(status, { 'x-amz-request-id': `req-${this.requests.length}`, ...headers });
          res.end(req.method === 'HEAD' ? undefined : body);
        };
        if (this.failing) return send(500, { 'Content-Type': 'application/xml' }, xmlError('InternalError', 'We encountered an internal error.'));
        const match = /^\/([^/]+)\/(.+)$/.exec(path);
        if (!match || match[1] !== this.bucket) return send(404, { 'Content-Type': 'application/xml' }, xmlError('NoSuchBucket', 'The specified bucket does not exist'));
        const key = match[2];
        if (req.method === 'PUT') {
          const body = Buffer.concat(chunks);
          this.objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream', cacheControl: req.headers['cache-control'] });
          return send(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"`, 'Content-Length': 0 });
        }
        const object = this.objects.get(key);
        if (req.method === 'GET' || req.method === 'HEAD') {
          if (!object) return send(404, { 'Content-Type': 'application/xml' }, xmlError('NoSuchKey', 'The specified key does not exist.'));
          return send(
            200,
            {
              'Content-Type': object.contentType,
              'Content-Length': object.body.length,
              ETag: `"${createHash('md5').update(object.body).digest('hex')}"`,
              'Last-Modified': new Date(0).toUTCString(),
            },
            object.body,
          );
        }
        send(405, { 'Content-Type': 'application/xml' }, xmlError('MethodNotAllowed', 'The specified method is not allowed.'));
      });
    });
  }

  requestsFor(method: string): RecordedS3Request[] {
    return this.requests.filter((r) => r.method === method);
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
