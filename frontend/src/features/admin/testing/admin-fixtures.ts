import type { Exam, ItemStatus } from '@medprep/shared';
import type { SessionUser } from '../../../app/session/session-user';
import { fakeHttp, json, type FakeRoute } from '../../../test/fake-http';
import { fakeTrpc } from '../../../test/fake-trpc';
import { aUser } from '../../../test/user-fixtures';
import type { AdminQuestion, AdminQuestionRow, AdminRecord, QuestionReport, QuestionVersion } from '../admin-types';

export const QUESTION_ID = '5b0c7e8a-0000-4000-8000-000000000001';

export const anEditor = (): SessionUser =>
  aUser({ role: { id: 'role-editor', value: 'editor', label: 'Editor' }, state: { onboardingModalAddressed: true, currency: 'usd' } });

/** A single best answer as the bank keeps it (valid by the shared record schema). */
export function anSbaRecord(overrides: Partial<Record<string, unknown>> = {}): AdminRecord {
  return {
    key: 'mrcp-2-014',
    exam: 'mrcp-1',
    topic: 'Rheumatology',
    status: 'live',
    sample: true,
    type: 'sba',
    stem: 'A 58-year-old man has had three attacks of gout this year. Which urate-lowering drug do you offer first?',
    options: [
      { key: 'A', text: 'Colchicine', explanation: 'Treats an attack; it does not lower urate.' },
      { key: 'B', text: 'Allopurinol', explanation: 'First-line urate-lowering therapy.' },
      { key: 'C', text: 'Febuxostat', explanation: 'Second-line only.' },
      { key: 'D', text: 'Naproxen', explanation: 'Treats an attack.' },
    ],
    answer: 'B',
    explanation: 'Offer urate-lowering therapy with allopurinol or febuxostat as first-line treatment.',
    references: [{ title: 'Gout: diagnosis and management', publisher: 'NICE', code: 'NG219', year: 2022 }],
    ...overrides,
  } as AdminRecord;
}

export function aRow(overrides: Partial<AdminQuestionRow> = {}): AdminQuestionRow {
  return {
    id: QUESTION_ID,
    key: 'mrcp-2-014',
    exam: 'mrcp-1',
    topic: 'Rheumatology',
    type: 'sba',
    status: 'live',
    version: 1,
    latestVersion: 1,
    reviewedAt: '2026-11-03T00:00:00.000Z',
    nextReviewDue: '2027-11-03',
    reviewFlag: null,
    stem: 'A 58-year-old man has had three attacks of gout this year.',
    sample: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function aVersion(version: number, status: ItemStatus, record: AdminRecord = anSbaRecord(), overrides: Partial<QuestionVersion> = {}): QuestionVersion {
  return {
    version,
    status,
    record,
    contentHash: `hash-${version}`,
    changeNote: null,
    isCorrection: false,
    createdBy: { id: 'u-1', email: 'editor@example.ac.uk' },
    createdAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
    publishedAt: null,
    events: [],
    ...overrides,
  };
}

export function aQuestion(versions: QuestionVersion[] = [aVersion(1, 'live')], overrides: Partial<AdminQuestion> = {}): AdminQuestion {
  const newest = versions[0]!;
  const served = versions.find((v) => v.status === 'live') ?? newest;
  return {
    ...aRow({ version: served.version, latestVersion: newest.version, status: served.status }),
    record: served.record,
    latest: { version: newest.version, status: newest.status, record: newest.record },
    ...overrides,
  };
}

export function aReport(overrides: Partial<QuestionReport> = {}): QuestionReport {
  return {
    id: 'report-1',
    questionId: QUESTION_ID,
    questionKey: 'mrcp-2-014',
    exam: 'mrcp-1',
    questionVersion: 1,
    reporterEmail: 'candidate@example.ac.uk',
    message: 'Febuxostat is first-line too since NG219.',
    status: 'open',
    reply: null,
    repliedAt: null,
    fixedInVersion: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

const EXAMS = [
  { id: 'exam-mrcp-1', slug: 'mrcp-1', title: 'MRCP Part 1' },
  { id: 'exam-msra', slug: 'msra', title: 'MSRA' },
] as unknown as Exam[];

/** The app's clients for a console test: the server's admin routes given, the user an editor unless said. */
export function adminClients(routes: Record<string, FakeRoute>, user: SessionUser = anEditor()) {
  const server = fakeHttp({ ...routes, 'GET /api/auth/me': () => json(200, user) }, () => '/admin');
  return { trpc: fakeTrpc(async () => EXAMS).client, ...server };
}

/** The calls the fake server received, as 'METHOD url'. */
export const calls = (fetch: ReturnType<typeof fakeHttp>['fetch']) =>
  fetch.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`);

/** The JSON body of the last call to `key` ('METHOD url'). */
export function lastBody(fetch: ReturnType<typeof fakeHttp>['fetch'], key: string): unknown {
  const call = [...fetch.mock.calls].reverse().find(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}` === key);
  const body = (call?.[1] as RequestInit | undefined)?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}
