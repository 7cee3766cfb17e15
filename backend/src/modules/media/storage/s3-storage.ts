import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE, type MediaStorage, type StoredMedia } from './media-storage';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service's address, addressed path-style; null for AWS itself. */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

type Sdk = typeof import('@aws-sdk/client-s3');

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** Images as objects in an S3-compatible bucket, named as on disk. */
export class S3Storage implements MediaStorage {
  readonly kind = 's3';
  private connection?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(private readonly settings: S3Settings) {}

  async put(name: string, bytes: Buffer, contentType: string): Promise<boolean> {
    if (await this.stat(name)) return false;
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: name, Body: bytes, ContentType: contentType, CacheControl: IMMUTABLE_CACHE }),
    );
    return true;
  }

  async stat(name: string): Promise<{ size: number } | null> {
    const { sdk, client } = await this.connect();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(name: string): Promise<StoredMedia | null> {
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      return { size: object.ContentLength ?? 0, body: object.Body as Readable };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async close(): Promise<void> {
    if (!this.connection) return;
    const { client } = await this.connection;
    client.destroy();
  }

  /** The SDK is loaded on first use: a deployment without S3 never pays for reading it. */
  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { endpoint, region, accessKeyId, secretAccessKey } = this.settings;
      const client = new sdk.S3Client({
        region,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        credentials: { accessKeyId, secretAccessKey },
        // Checksums only where S3 requires them: many S3-compatible services do not take the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
      });
      return { sdk, client };
    });
    return this.connection;
  }
}
