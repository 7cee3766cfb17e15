import type { DataSource } from 'typeorm';
import { RedisKeys, topicKey } from '../../redis/keys';
import { byHashTag, isCluster, pipelinePerSlot, type RedisClient, scanKeys } from '../../redis/redis-client';
import { type Increment, PerformanceService } from './performance.service';

/** Patterns of every derived performance key (rate limits and anything else are left alone). */
const DERIVED_PATTERNS = ['user:{u:*}:exam:*', 'user:{u:*}:question:*', 'user:{u:*}:session:*', 'question:{q:*}:perf', 'exam:{e:*}:peer', 'exam:{e:*}:qtotal', 'exam:{e:*}:qset'];
const BATCH = 500;

interface RebuildProgress {
  (stage: string, done: number, total: number): void;
}

async function deleteDerived(redis: RedisClient, onProgress: RebuildProgress) {
  let deleted = 0;
  for (const pattern of DERIVED_PATTERNS) {
    for await (const { keys, node } of scanKeys(redis, pattern, 1000)) {
      // A cluster node takes a multi-key command only for keys of one slot.
      if (isCluster(redis)) await Promise.all(byHashTag(keys).map((group) => node.unlink(...group)));
      else await node.unlink(...keys);
      deleted += keys.length;
    }
  }
  onProgress('cleared old counters', deleted, deleted);
}

async function apply(redis: RedisClient, stage: string, increments: Increment[], onProgress: RebuildProgress) {
  for (let i = 0; i < increments.length; i += BATCH) {
    await pipelinePerSlot(redis, increments.slice(i, i + BATCH), (inc) => inc.key, (pipeline, inc) => PerformanceService.queue(pipeline, [inc]));
    onProgress(stage, Math.min(i + BATCH, increments.length), increments.length);
  }
  if (increments.length === 0) onProgress(stage, 0, 0);
}

interface Group {
  n: number;
  qc: number;
  tt: string;
}

const inc = (key: string, g: Group, extra: Partial<Increment> = {}): Increment => ({ key, attempts: g.n, correct: g.qc, timeMs: Number(g.tt), ...extra });

/**
 * Recomputes every performance counter from the attempts in Postgres, through the same Redis
 * script live answers use, so the rebuilt hashes equal what live updates produce. Run it after
 * Redis lost data or was down while answers were being saved.
 */
export async function rebuildPerformance(db: DataSource, redis: RedisClient, onProgress: RebuildProgress = () => undefined): Promise<{ attempts: number }> {
  if (!(redis as unknown as { recordPerformance?: unknown }).recordPerformance) new PerformanceService(redis).onModuleInit();
  await deleteDerived(redis, onProgress);

  const exams: Array<{ exam_id: string; ids: string[] }> = await db.query(
    `SELECT e.id AS exam_id, coalesce(array_agg(q.id) FILTER (WHERE q.id IS NOT NULL), '{}') AS ids
       FROM exams e LEFT JOIN questions q ON q.exam_id = e.id AND q.status = 'live' GROUP BY e.id`,
  );
  await new PerformanceService(redis).publishExamTotals(exams.map((e) => ({ examId: e.exam_id, questionIds: e.ids })));
  const totals = new Map(exams.map((e) => [e.exam_id, e.ids.length]));
  const agg = `count(*)::int AS n, sum(a.correct::int)::int AS qc, sum(a.time_ms)::bigint AS tt`;

  const userExam: Array<Group & { user_id: string; exam_id: string; questions: string[] }> = await db.query(
    `SELECT a.user_id, a.exam_id, ${agg}, array_agg(DISTINCT a.question_id) AS questions FROM attempts a GROUP BY a.user_id, a.exam_id`,
  );
  await apply(
    redis,
    'user exam records',
    userExam.map((g) =>
      inc(RedisKeys.userExamPerf(g.user_id, g.exam_id), g, {
        completeOf: { total: totals.get(g.exam_id) ?? 0, setKey: RedisKeys.userAttempted(g.user_id, g.exam_id), members: g.questions },
      }),
    ),
    onProgress,
  );

  const userQuestion: Array<Group & { user_id: string; question_id: string }> = await db.query(
    `SELECT a.user_id, a.question_id, ${agg} FROM attempts a GROUP BY a.user_id, a.question_id`,
  );
  await apply(redis, 'user question records', userQuestion.map((g) => inc(RedisKeys.userQuestionPerf(g.user_id, g.question_id), g)), onProgress);

  const sessions: Array<Group & { user_id: string; session_id: string; size: number }> = await db.query(
    `SELECT a.user_id, a.session_id, cardinality(s.question_ids) AS size, ${agg}
       FROM attempts a JOIN quiz_sessions s ON s.id = a.session_id GROUP BY a.user_id, a.session_id, s.question_ids`,
  );
  await apply(redis, 'session records', sessions.map((g) => inc(RedisKeys.sessionPerf(g.user_id, g.session_id), g, { completeOf: { total: g.size } })), onProgress);

  const sessionTerms: Array<Group & { user_id: string; session_id: string; topic: string }> = await db.query(
    `SELECT a.user_id, a.session_id, q.topic, ${agg} FROM attempts a JOIN questions q ON q.id = a.question_id GROUP BY a.user_id, a.session_id, q.topic`,
  );
  await apply(redis, 'session topic records', sessionTerms.map((g) => inc(RedisKeys.sessionTerm(g.user_id, g.session_id, topicKey(g.topic)), g)), onProgress);

  const examTerms: Array<Group & { user_id: string; exam_id: string; topic: string }> = await db.query(
    `SELECT a.user_id, a.exam_id, q.topic, ${agg} FROM attempts a JOIN questions q ON q.id = a.question_id GROUP BY a.user_id, a.exam_id, q.topic`,
  );
  await apply(redis, 'exam topic records', examTerms.map((g) => inc(RedisKeys.userExamTerm(g.user_id, g.exam_id, topicKey(g.topic)), g)), onProgress);

  const questionOptions: Array<Group & { question_id: string; chosen: string }> = await db.query(
    `SELECT a.question_id, a.chosen, ${agg} FROM attempts a GROUP BY a.question_id, a.chosen`,
  );
  await apply(redis, 'question peer records', questionOptions.map((g) => inc(RedisKeys.questionPerf(g.question_id), g, { optionField: g.chosen })), onProgress);

  const examPeers: Array<Group & { exam_id: string }> = await db.query(`SELECT a.exam_id, ${agg} FROM attempts a GROUP BY a.exam_id`);
  await apply(redis, 'exam peer records', examPeers.map((g) => inc(RedisKeys.examPeer(g.exam_id), g)), onProgress);

  return { attempts: examPeers.reduce((sum, g) => sum + g.n, 0) };
}
