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
  // Exam pages load the exam's product: here one with no variants (checkout tests use their own fake).
  const initProductVariantsWithExamKey = {
    query: vi.fn(async ({ examKey }: { examKey: string }) => ({
      id: `product-${examKey}`,
      slug: examKey,
      exam: { id: `exam-${examKey}`, slug: examKey, title: examKey },
      title: examKey,
      description: '',
      stripePID: null,
      variants: [],
    })),
  };
  const client = {
    exams: { initExamsAvailableForInstance, checkIfUserCanCreateTrial: { query: vi.fn(async () => false) } },
    users: { updateUserSettings },
    product: { initProductVariantsWithExamKey, userOwnsExam: { query: vi.fn(async () => false) } },
  } as unknown as TrpcClient;
  return { client, initExamsAvailableForInstance, updateUserSettings };
}
