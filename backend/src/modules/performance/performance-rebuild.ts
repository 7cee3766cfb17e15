import { PEER_SCORE_FIELD, parseResponse } from '@medprep/shared';
import type { TransactionRunner } from '../../database/unit-of-work';
import { RedisKeys, topicKey } from '../../redis/keys';
import type { RedisClient } from '../../redis/redis-client';
import { answeredItemKey, type AttemptGroup, AttemptHistoryRepository } from './attempt-history.repository';
import { type Increment, PerformanceCountersRepository, peerFieldsOf } from './performance-counters.repository';

/** Patterns of every derived performance key (rate limits and anything else are left alone). */
const DERIVED_PATTERNS = ['user:{u:*}:exam:*', 'user:{u:*}:question:*', 'user:{u:*}:session:*', 'question:{q:*}:perf', 'exam:{e:*}:peer', 'exam:{e:*}:qtotal', 'exam:{e:*}:qset'];
const BATCH = 500;
/** Questions whose answers are summed per query (the rows are one per question and distinct response). */
const QUESTION_BATCH = 500;

interface QuestionSum {
  n: number;
  qc: number;
  tt: bigint;
  fields: Map<string, number>;
}

interface RebuildProgress {
  (stage: string, done: number, total: number): void;
}

async function apply(counters: PerformanceCountersRepository, stage: string, increments: Increment[], onProgress: RebuildProgress) {
  await counters.applyInBatches(increments, BATCH, (done) => onProgress(stage, done, increments.length));
  if (increments.length === 0) onProgress(stage, 0, 0);
}

const inc = (key: string, g: AttemptGroup, extra: Partial<Increment> = {}): Increment => ({ key, attempts: g.n, correct: g.qc, timeMs: Number(g.tt), ...extra });

/**
 * The question hashes, a batch of questions at a time: their answers grouped by identical
 * response, each group's peer fields (peerFieldsOf) multiplied by its size and summed into one
 * increment per question. Each group is read against the version its session served, as the live
 * path marked it; a response that no longer fits its item (a pre-version session's item edited
 * since) still counts as an attempt, with its score as saved, but adds no per-option field.
 */
async function rebuildQuestionPeers(history: AttemptHistoryRepository, counters: PerformanceCountersRepository, onProgress: RebuildProgress) {
  const stage = 'question peer records';
  const ids = await history.answeredQuestionIds();
  for (let i = 0; i < ids.length; i += QUESTION_BATCH) {
    const batch = ids.slice(i, i + QUESTION_BATCH);
    const groups = await history.byQuestionResponse(batch);
    const items = await history.itemsOf(groups);
    const byQuestion = new Map<string, QuestionSum>();
    for (const g of groups) {
      const sum = byQuestion.get(g.question_id) ?? { n: 0, qc: 0, tt: 0n, fields: new Map<string, number>() };
      sum.n += g.n;
      sum.qc += g.qc;
      sum.tt += BigInt(g.tt);
      const add = (field: string, by: number) => {
        if (by !== 0) sum.fields.set(field, (sum.fields.get(field) ?? 0) + by);
      };
      const item = items.get(answeredItemKey(g.question_id, g.served_version));
      const parsed = item ? parseResponse(item, g.response) : null;
      if (item && parsed?.ok) for (const { field, by } of peerFieldsOf(item, parsed.response, 0)) add(field, by * g.n);
      add(PEER_SCORE_FIELD, Number(g.sc));
      byQuestion.set(g.question_id, sum);
    }
    const increments = [...byQuestion].map(([id, sum]): Increment => ({
      key: RedisKeys.questionPerf(id),
      attempts: sum.n,
      correct: sum.qc,
      timeMs: Number(sum.tt),
      fields: [...sum.fields].map(([field, by]) => ({ field, by })),
    }));
    await counters.applyInBatches(increments, BATCH, () => undefined);
    onProgress(stage, Math.min(i + QUESTION_BATCH, ids.length), ids.length);
  }
  if (ids.length === 0) onProgress(stage, 0, 0);
}

/**
 * Recomputes every performance counter from the attempts in Postgres, through the same Redis
 * script live answers use, so the rebuilt hashes equal what live updates produce. Run it after
 * Redis lost data or was down while answers were being saved.
 */
export async function rebuildPerformance(db: Pick<TransactionRunner, 'manager'>, redis: RedisClient, onProgress: RebuildProgress = () => undefined): Promise<{ attempts: number }> {
  const counters = new PerformanceCountersRepository(redis);
  counters.onModuleInit();
  const deleted = await counters.deleteMatching(DERIVED_PATTERNS);
  onProgress('cleared old counters', deleted, deleted);
  const history = new AttemptHistoryRepository(db.manager);

  const exams = await history.liveQuestionIdsByExam();
  await counters.publishExamTotals(exams.map((e) => ({ examId: e.exam_id, questionIds: e.ids })));
  const totals = new Map(exams.map((e) => [e.exam_id, e.ids.length]));

  const userExam = await history.byUserExam();
  await apply(
    counters,
    'user exam records',
    userExam.map((g) =>
      inc(RedisKeys.userExamPerf(g.user_id, g.exam_id), g, {
        completeOf: { total: totals.get(g.exam_id) ?? 0, setKey: RedisKeys.userAttempted(g.user_id, g.exam_id), members: g.questions },
      }),
    ),
    onProgress,
  );

  const userQuestion = await history.byUserQuestion();
  await apply(counters, 'user question records', userQuestion.map((g) => inc(RedisKeys.userQuestionPerf(g.user_id, g.question_id), g)), onProgress);

  const sessions = await history.bySession();
  await apply(counters, 'session records', sessions.map((g) => inc(RedisKeys.sessionPerf(g.user_id, g.session_id), g, { completeOf: { total: g.size } })), onProgress);

  const sessionTerms = await history.bySessionTopic();
  await apply(counters, 'session topic records', sessionTerms.map((g) => inc(RedisKeys.sessionTerm(g.user_id, g.session_id, topicKey(g.topic)), g)), onProgress);

  const examTerms = await history.byUserExamTopic();
  await apply(counters, 'exam topic records', examTerms.map((g) => inc(RedisKeys.userExamTerm(g.user_id, g.exam_id, topicKey(g.topic)), g)), onProgress);

  await rebuildQuestionPeers(history, counters, onProgress);

  const examPeers = await history.byExam();
  await apply(counters, 'exam peer records', examPeers.map((g) => inc(RedisKeys.examPeer(g.exam_id), g)), onProgress);

  return { attempts: examPeers.reduce((sum, g) => sum + g.n, 0) };
}
