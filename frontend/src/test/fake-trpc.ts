import type { Exam } from '@medprep/shared';
import { vi } from 'vitest';
import type { TrpcClient } from '../lib/trpc';

/** A stand-in tRPC client with the procedures the frontend calls so far, as vi.fn() spies. */
export function fakeTrpc(listExams: () => Promise<Exam[]> = async () => []) {
  const initExamsAvailableForInstance = { query: vi.fn(listExams) };
  const updateUserSettings = {
    mutate: vi.fn(async (input: { data: { settingsData: { theme: 'light' | 'dark' } } }) => ({
      settings: input.data.settingsData,
    })),
  };
  const client = {
    exams: { initExamsAvailableForInstance },
    users: { updateUserSettings },
  } as unknown as TrpcClient;
  return { client, initExamsAvailableForInstance, updateUserSettings };
}
