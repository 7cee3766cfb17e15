import type { Exam } from '@medprep/shared';
import { vi } from 'vitest';
import type { TrpcClient } from '../lib/trpc';

/** A stand-in tRPC client with the procedures the frontend calls so far, as vi.fn() spies. */
export function fakeTrpc(listExams: () => Promise<Exam[]>) {
  const initExamsAvailableForInstance = { query: vi.fn(listExams) };
  const client = { exams: { initExamsAvailableForInstance } } as unknown as TrpcClient;
  return { client, initExamsAvailableForInstance };
}
