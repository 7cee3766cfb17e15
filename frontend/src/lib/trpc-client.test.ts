import { TRPC_MAX_BATCH_SIZE, TRPC_MAX_URL_LENGTH } from '@medprep/shared';
import { describe, expect, it } from 'vitest';
import { createTrpcClient } from './trpc-client';

/** A server that answers every call of a batch with null, recording the URLs it was sent. */
function recordingServer() {
  const urls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const names = decodeURIComponent(new URL(url).pathname.replace('/api/trpc/', '')).split(',');
    return new Response(JSON.stringify(names.map(() => ({ result: { data: { json: null } } }))), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { urls, fetchImpl };
}

const callsIn = (url: string) => new URL(url).pathname.split(',').length;

describe('createTrpcClient', () => {
  it('should split calls made together into batches the server accepts', async () => {
    const { urls, fetchImpl } = recordingServer();
    const client = createTrpcClient('http://localhost/api/trpc', fetchImpl);

    await Promise.all(Array.from({ length: TRPC_MAX_BATCH_SIZE + 4 }, () => client.exams.initExamsAvailableForInstance.query()));

    expect(urls.map(callsIn)).toEqual([TRPC_MAX_BATCH_SIZE, 4]);
  });

  it('should start another batch before a URL grows past the length the server reads', async () => {
    const { urls, fetchImpl } = recordingServer();
    const client = createTrpcClient('http://localhost/api/trpc', fetchImpl);
    const longKey = 'k'.repeat(TRPC_MAX_URL_LENGTH / 5);

    await Promise.all(Array.from({ length: 8 }, () => client.product.initProductVariantsWithExamKey.query({ examKey: longKey })));

    expect(urls.length).toBeGreaterThan(1);
    expect(urls.map(callsIn).reduce((a, b) => a + b, 0)).toBe(8);
    for (const url of urls) expect(url.length).toBeLessThanOrEqual(TRPC_MAX_URL_LENGTH);
  });
});
