import { vi } from 'vitest';
import { READINESS_METHOD, type Availability, type Blueprint, type Correction, type MyReport, type OrderHistoryEntry, type PerformanceOverview, type Readiness, type Receipt, type SessionHistory, type SessionHistoryEntry } from '@medprep/shared';
import type { DueQueue } from '@medprep/shared/contract';
import type { TrpcClient } from '../../../lib/trpc';
import { fakeHttp, json, type FakeRoute } from '../../../test/fake-http';
import { EXAMS } from '../../../test/fixtures';
import { aUser } from '../../../test/user-fixtures';
import type { SessionUser } from '../../../app/session/session-user';
import { aProduct } from '../../../test/fake-checkout-trpc';

type OverviewExam = PerformanceOverview['exams'][number];

/** MRCP Part 1 on a subscription: 10 of 40 answered, 72.5 % correct against 61 % for peers. */
export function anOverviewExam(overrides: Partial<OverviewExam> = {}): OverviewExam {
  return {
    examId: 'exam-mrcp-1',
    examSlug: 'mrcp-1',
    examTitle: 'MRCP Part 1',
    access: 'subscription',
    endsAt: new Date('2027-02-21T00:00:00.000Z'),
    daysLeft: 42,
    trialComplete: false,
    totalQuestions: 40,
    progress: 25,
    remaining: 30,
    record: { a: 10, qc: 7, pcor: 72.5, tt: 60_000, aqt: 6000, pcom: 25 },
    peerPercentCorrect: 61,
    dueForReview: 3,
    ...overrides,
  };
}

/** An ended tutor session of MRCP Part 1: 3 of 4 correct. */
export function aHistoryEntry(overrides: Partial<SessionHistoryEntry> = {}): SessionHistoryEntry {
  return {
    sessionId: 'session-1',
    examSlug: 'mrcp-1',
    examTitle: 'MRCP Part 1',
    mode: 'tutor',
    startedAt: new Date('2026-11-20T09:30:00.000Z'),
    endedAt: new Date('2026-11-20T09:42:00.000Z'),
    running: false,
    questions: 4,
    answered: 4,
    correct: 3,
    percentCorrect: 75,
    timeSpentMs: 12 * 60_000,
    ...overrides,
  };
}

/** A paid order of 3 months of MSRA in GBP. */
export function anOrder(overrides: Partial<OrderHistoryEntry> = {}): OrderHistoryEntry {
  return {
    orderId: 'order-1',
    examSlug: 'msra',
    examTitle: 'MSRA',
    checkoutType: 'product',
    periodMonths: 3,
    currency: 'gbp',
    amount: 54.99,
    status: 'paid',
    createdAt: new Date('2026-11-01T10:00:00.000Z'),
    paidAt: new Date('2026-11-01T10:01:00.000Z'),
    ...overrides,
  };
}

export function aReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    orderId: 'order-1',
    examTitle: 'MSRA',
    checkoutType: 'product',
    periodMonths: 3,
    currency: 'gbp',
    listPrice: 54.99,
    discount: 0,
    amount: 54.99,
    paidAt: new Date('2026-11-01T10:01:00.000Z'),
    card: { brand: 'Visa', last4: '4242' },
    buyer: { name: 'Amara Okafor', email: 'amara.okafor@example.ac.uk' },
    ...overrides,
  };
}

/** mrcp-1-014 corrected on 3 Nov 2026 after the user answered version 1. */
export function aCorrection(overrides: Partial<Correction> = {}): Correction {
  return {
    questionId: 'q-gout',
    examSlug: 'mrcp-1',
    examTitle: 'MRCP Part 1',
    stemExcerpt: 'A 58-year-old man has recurrent gout despite lifestyle advice. Which drug should be offered first?',
    correctedAt: new Date('2026-11-03T10:00:00.000Z'),
    changeNote: 'Febuxostat is also first-line (NICE NG219); allopurinol is preferred with major cardiovascular disease.',
    answeredVersion: 1,
    correctedVersion: 2,
    reviewSessionId: 'session-1',
    ...overrides,
  };
}

/** MRCP Part 1's blueprint for a user who has practised Cardiology well and not touched Renal medicine. */
export function aBlueprint(overrides: Partial<Blueprint> = {}): Blueprint {
  return {
    exam: 'mrcp-1',
    weightsPublished: true,
    source: 'MRCP(UK) Part 1 blueprint: questions per specialty in 200.',
    topics: [
      { topic: 'Cardiology', weight: 0.07, items: 3, seen: 3, unseen: 0, percentCorrect: 100, retention: 0.91 },
      { topic: 'Renal medicine', weight: 0.07, items: 2, seen: 0, unseen: 2, percentCorrect: null, retention: null },
    ],
    nextBlock: { topics: ['Renal medicine'], sessionTopics: ['Renal'], count: 2, reason: 'Renal medicine: 7% of the paper, not practised yet, 2 of 2 unseen' },
    ...overrides,
  };
}

/** A report the editors rejected with a reply. */
export function aReport(overrides: Partial<MyReport> = {}): MyReport {
  return {
    id: 'report-1',
    questionId: 'q-gout',
    examSlug: 'mrcp-1',
    examTitle: 'MRCP Part 1',
    stemExcerpt: 'A 58-year-old man has recurrent gout despite lifestyle advice. Which drug should be offered first?',
    message: 'Surely colchicine is first-line?',
    status: 'rejected',
    reply: 'Colchicine treats the flare; the question asks about urate-lowering therapy.',
    repliedAt: new Date('2026-11-04T09:00:00.000Z'),
    reportedVersion: 1,
    fixedInVersion: null,
    createdAt: new Date('2026-11-02T09:00:00.000Z'),
    updatedAt: new Date('2026-11-04T09:00:00.000Z'),
    ...overrides,
  };
}

/** MRCP Part 1's review queue on 26 Nov 2026: 3 cards due now (as the overview's dueForReview), 5 today, 42 in all. */
export function aDueQueue(overrides: Partial<DueQueue> = {}): DueQueue {
  return {
    dueNow: 3,
    dueToday: 5,
    next: [
      { questionId: 'q-1', topic: 'Renal', due: new Date('2026-11-25T08:00:00.000Z') },
      { questionId: 'q-2', topic: 'Cardiology', due: new Date('2026-11-26T07:00:00.000Z') },
      { questionId: 'q-3', topic: 'Renal', due: new Date('2026-11-26T09:59:00.000Z') },
      { questionId: 'q-4', topic: 'Endocrinology', due: new Date('2026-11-26T18:00:00.000Z') },
      { questionId: 'q-5', topic: 'Neurology', due: new Date('2026-11-27T08:00:00.000Z') },
      { questionId: 'q-6', topic: 'Haematology', due: new Date('2026-11-29T08:00:00.000Z') },
      { questionId: 'q-7', topic: 'Gastroenterology', due: new Date('2026-12-02T08:00:00.000Z') },
    ],
    total: 42,
    ...overrides,
  };
}

/** Readiness still hidden: 12 of the 50 answers it needs. */
export function aReadiness(overrides: Partial<Readiness> = {}): Readiness {
  return { available: false, answered: 12, needed: 38, method: READINESS_METHOD, ...overrides } as Readiness;
}

const AVAILABILITY: Availability = { examId: 'exam-mrcp-1', all: 40, new: 30, incorrect: 3, flagged: 0, review: 3, topics: [] };

/** A stand-in for every procedure the dashboard calls, as vi.fn() spies that answer like the server. */
export function dashboardTrpc(
  overview: PerformanceOverview = { exams: [anOverviewExam()], degraded: false },
  { corrections = [], reports = [] }: { corrections?: Correction[]; reports?: MyReport[] } = {},
) {
  const spies = {
    overview: vi.fn(async () => overview),
    corrections: vi.fn(async () => ({ corrections })),
    myReports: vi.fn(async () => ({ reports })),
    listExams: vi.fn(async () => EXAMS),
    // The password is checked, never returned (the procedure's output has no such field).
    updateUserAccount: vi.fn(async ({ data: { accountData } }: { data: { accountData: Record<string, unknown> } }) => {
      const { currentPassword: _checked, ...account } = accountData;
      return { firstName: 'Amara', surname: 'Okafor', email: 'amara.okafor@example.ac.uk', title: null, ...account };
    }),
    updateUserProfile: vi.fn(async ({ data }: { data: { profileData: Record<string, unknown> } }) => ({ ...aUser().profile, ...data.profileData })),
    updateExamDates: vi.fn(async ({ data }: { data: { examDates: { examSlug: string; date: string }[] } }) => ({ examDates: data.examDates })),
    updateUserState: vi.fn(async ({ data }: { data: { stateData: { onboardingModalAddressed?: boolean } } }) => ({
      state: { onboardingModalAddressed: false, currency: 'usd', ...data.stateData },
    })),
    updateUserSettings: vi.fn(async ({ data }: { data: { settingsData: { theme: 'light' | 'dark' } } }) => ({ settings: data.settingsData })),
    product: vi.fn(async ({ examKey }: { examKey: string }) => {
      const product = aProduct();
      const exam = EXAMS.find((e) => e.slug === examKey) ?? EXAMS[0];
      return { ...product, exam: { id: exam.id, slug: exam.slug, title: exam.title } };
    }),
    available: vi.fn(async () => AVAILABILITY),
    blueprint: vi.fn(async (_input: { exam: string }) => aBlueprint()),
    readiness: vi.fn(async (_input: { exam: string }): Promise<Readiness> => aReadiness()),
    dueQueue: vi.fn(async (_input: { exam: string }): Promise<DueQueue> => aDueQueue()),
    history: vi.fn(async (_input: { cursor: { startedAt: Date; sessionId: string } | null }): Promise<SessionHistory> => ({ sessions: [aHistoryEntry()], nextCursor: null })),
    orders: vi.fn(async () => ({ orders: [anOrder()] })),
    receipt: vi.fn(async (_input: { orderId: string }) => aReceipt()),
    changePassword: vi.fn(async (_input: { currentPassword: string; newPassword: string }) => ({ ok: true as const })),
  };
  const client = {
    performance: { overview: { query: spies.overview } },
    exams: {
      initExamsAvailableForInstance: { query: spies.listExams },
      checkIfUserCanCreateTrial: { query: vi.fn(async () => true) },
    },
    users: {
      updateUserAccount: { mutate: spies.updateUserAccount },
      updateUserProfile: { mutate: spies.updateUserProfile },
      updateExamDates: { mutate: spies.updateExamDates },
      updateUserState: { mutate: spies.updateUserState },
      updateUserSettings: { mutate: spies.updateUserSettings },
      changePassword: { mutate: spies.changePassword },
    },
    account: { history: { query: spies.history }, orders: { query: spies.orders }, receipt: { query: spies.receipt } },
    product: { initProductVariantsWithExamKey: { query: spies.product }, userOwnsExam: { query: vi.fn(async () => false) } },
    sessions: { available: { query: spies.available } },
    corrections: { list: { query: spies.corrections }, myReports: { query: spies.myReports } },
    learning: { blueprint: { query: spies.blueprint }, readiness: { query: spies.readiness }, dueQueue: { query: spies.dueQueue } },
  } as unknown as TrpcClient;
  return { client, ...spies };
}

/** The server's GET /api/auth/me for this user (onboarding already addressed unless said otherwise). */
export function meServer(overrides: Partial<SessionUser> = {}, routes: Record<string, FakeRoute> = {}) {
  return fakeHttp({
    ...routes,
    'GET /api/auth/me': () =>
      json(
        200,
        aUser({
          state: { onboardingModalAddressed: true, currency: 'usd' },
          access: {
            access: 'subscription',
            subscriptions: [
              { id: 'sub-1', exam: 'exam-mrcp-1', examSlug: 'mrcp-1', examTitle: 'MRCP Part 1', startsAt: '2026-11-21T00:00:00.000Z', endsAt: '2027-02-21T00:00:00.000Z' },
            ],
            trial: null,
          },
          ...overrides,
        }),
      ),
  });
}
