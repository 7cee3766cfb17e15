import { describe, expect, it, vi } from 'vitest';
import { createLazyTrpcClient, type TrpcClient } from './trpc';

describe('the lazily loaded tRPC client', () => {
  it('loads the real client on the first call only and forwards the path and input', async () => {
    const query = vi.fn(async (input: unknown) => ({ echoed: input }));
    const real = { content: { faqs: { query } } } as unknown as TrpcClient;
    const load = vi.fn(async () => real);
    const client = createLazyTrpcClient(load);

    expect(load).not.toHaveBeenCalled();
    await expect(client.content.faqs.query({ page: 1 })).resolves.toEqual({ echoed: { page: 1 } });
    await client.content.faqs.query(undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('tries to load again after the code failed to load', async () => {
    const real = { exams: { initExamsAvailableForInstance: { query: async () => [] } } } as unknown as TrpcClient;
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(real);
    const client = createLazyTrpcClient(load);

    await expect(client.exams.initExamsAvailableForInstance.query()).rejects.toThrow('Failed to fetch');
    await expect(client.exams.initExamsAvailableForInstance.query()).resolves.toEqual([]);
  });

  it('is not mistaken for a promise', () => {
    const client = createLazyTrpcClient(async () => ({}) as TrpcClient);
    expect((client as unknown as { then?: unknown }).then).toBeUndefined();
  });
});
