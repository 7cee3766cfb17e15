import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  type Item,
  type ItemResponse,
  PEER_SCORE_FIELD,
  PERFORMANCE_FIELDS,
  type PeerFigures,
  type PeerIncrement,
  peerFigures,
  peerChoiceIncrements,
  toPerformanceRecord,
  type PerformanceRecord,
} from '@medprep/shared';
import type { ChainableCommander } from 'ioredis';
import { hashTag, RedisKeys, topicKey } from '../../redis/keys';
import { byHashTag, isCluster, pipelinePerSlot, type RedisClient, scanKeys } from '../../redis/redis-client';
import { REDIS } from '../../redis/redis.tokens';
import { type ExamAggregate, ExamAggregates } from './exam-aggregates';
import { READ_FIELDS_LUA, RECORD_PERFORMANCE_LUA } from './performance.script';

export interface AttemptFacts {
  userId: string;
  examId: string;
  sessionId: string;
  questionId: string;
  topic: string;
  item: Item;
  /** A response already parsed against `item`. */
  response: ItemResponse;
  score: number;
  maxScore: number;
  /** Full marks: what every record's 'correct' counts. */
  correct: boolean;
  timeMs: number;
  /** Live questions in the exam (for percent complete). */
  examTotal: number;
  /** Questions in the session (for the session's percent complete). */
  sessionTotal: number;
}

export interface RecordedPerformance {
  exam: PerformanceRecord;
  peer: PeerFigures;
}

export interface Increment {
  key: string;
  attempts: number;
  correct: number;
  timeMs: number;
  /** Further fields to add to (a question hash's peer figures: see peerIncrements). */
  fields?: readonly PeerIncrement[];
  /** For percent complete: the total, and the attempted set with the members to add. */
  completeOf?: { total: number; setKey?: string; members?: string[] };
  /** Whether the caller wants the hash back (live answers show two of them). */
  reply?: boolean;
}

/** Increments grouped by slot, in first-seen order. */
function bySlot(increments: Increment[]): Increment[][] {
  const groups = new Map<string, Increment[]>();
  for (const inc of increments) {
    const tag = hashTag(inc.key);
    const group = groups.get(tag);
    if (group) group.push(inc);
    else groups.set(tag, [inc]);
  }
  return [...groups.values()];
}

/** (numberOfKeys, ...keys, ...argv): see RECORD_PERFORMANCE_LUA. */
type RecordCommand = (numberOfKeys: number, ...keysAndArgs: Array<string | number>) => unknown;
type RedisWithRecord = RedisClient & { recordPerformance: RecordCommand; readFields: (numberOfKeys: number, ...keysAndFields: string[]) => Promise<string> };
type PipelineWithRecord = ChainableCommander & { recordPerformance: RecordCommand };

function hashOf(reply: unknown): Record<string, string> {
  const list = Array.isArray(reply) ? (reply as string[]) : [];
  const hash: Record<string, string> = {};
  for (let i = 0; i + 1 < list.length; i += 2) hash[list[i]] = list[i + 1];
  return hash;
}

/** The hashes in READ_FIELDS_LUA's reply, with the record's fields (an empty value stays empty: read as 0). */
function recordHashesOf(reply: string): Array<Record<string, string>> {
  return reply.split(';').map((joined) => {
    const values = joined.split(',');
    const hash: Record<string, string> = {};
    PERFORMANCE_FIELDS.forEach((field, k) => (hash[field] = values[k] ?? ''));
    return hash;
  });
}

/**
 * What one response adds to its question's peer hash beyond the attempt itself: peerIncrements,
 * with the score sum taken from the score saved with the attempt (as the rebuild sums it), so a
 * later edit of the item's key cannot make the live and rebuilt sums differ.
 */
export function peerFieldsOf(item: Item, response: ItemResponse, score: number): PeerIncrement[] {
  const fields = peerChoiceIncrements(item, response as never);
  return score > 0 ? [...fields, { field: PEER_SCORE_FIELD, by: score }] : fields;
}

/** The exam total as published in Redis (`exam:{e:…}:qtotal`), or null when absent. */
export function publishedTotal(reply: unknown): number | null {
  if (reply === null || reply === undefined) return null;
  const n = Number(reply);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/**
 * How long a process keeps an exam's peer percentage and published total. A second: a dashboard
 * under load reads them from Redis about once a second per exam, and a peer average over many
 * users never moves visibly in that time.
 */
const EXAM_AGGREGATES_TTL_MS = 1_000;


/**
 * Performance counters in Redis: derived from the attempts in Postgres and rebuildable
 * from them. Writes follow the Postgres insert in one pipeline; reads fall back to zeros, saying
 * so, when Redis is unavailable.
 */
@Injectable()
export class PerformanceCountersRepository implements OnModuleInit {
  private readonly logger = new Logger('Performance');
  private readonly aggregates = new ExamAggregates((examIds) => this.loadAggregates(examIds), EXAM_AGGREGATES_TTL_MS);

  constructor(@Inject(REDIS) private readonly redis: RedisClient) {}

  onModuleInit() {
    const commands = this.redis as unknown as Partial<RedisWithRecord>;
    if (!commands.recordPerformance) this.redis.defineCommand('recordPerformance', { lua: RECORD_PERFORMANCE_LUA });
    if (!commands.readFields) this.redis.defineCommand('readFields', { lua: READ_FIELDS_LUA });
  }

  /** The increments one attempt makes, key by key (also what the rebuild aggregates). */
  static incrementsFor(f: AttemptFacts): Increment[] {
    const one = { attempts: 1, correct: f.correct ? 1 : 0, timeMs: f.timeMs };
    return [
      { key: RedisKeys.userExamPerf(f.userId, f.examId), ...one, reply: true, completeOf: { total: f.examTotal, setKey: RedisKeys.userAttempted(f.userId, f.examId), members: [f.questionId] } },
      { key: RedisKeys.userQuestionPerf(f.userId, f.questionId), ...one },
      { key: RedisKeys.sessionPerf(f.userId, f.sessionId), ...one, completeOf: { total: f.sessionTotal } },
      { key: RedisKeys.sessionTerm(f.userId, f.sessionId, topicKey(f.topic)), ...one },
      { key: RedisKeys.userExamTerm(f.userId, f.examId, topicKey(f.topic)), ...one },
      { key: RedisKeys.questionPerf(f.questionId), ...one, fields: peerFieldsOf(f.item, f.response, f.score), reply: true },
      { key: RedisKeys.examPeer(f.examId), ...one },
    ];
  }

  /**
   * The arguments of one RECORD_PERFORMANCE_LUA call applying `increments`, whose keys must share a
   * hash tag (one slot): (numberOfKeys, ...keys, ...argv). Its reply lists the hashes of the
   * increments marked `reply`, in order.
   */
  static scriptArgs(increments: Increment[]): [number, ...Array<string | number>] {
    const keys: string[] = [];
    const indexOf = (key: string) => {
      const at = keys.indexOf(key);
      return at >= 0 ? at + 1 : keys.push(key);
    };
    const specs: string[] = [];
    const members: string[] = [];
    for (const inc of increments) {
      const setKey = inc.completeOf?.setKey;
      const added = inc.completeOf?.members ?? [];
      const hashIndex = indexOf(inc.key);
      const setIndex = setKey ? indexOf(setKey) : 0;
      const fields = (inc.fields ?? []).map(({ field, by }) => `,${field},${by}`).join('');
      specs.push(`${hashIndex},${setIndex},${inc.attempts},${inc.correct},${inc.timeMs},${inc.completeOf ? inc.completeOf.total : ''},${inc.reply ? 1 : 0},${added.length}${fields}`);
      for (const member of added) members.push(member);
    }
    return [keys.length, ...keys, specs.join(';'), ...members];
  }

  /** Deletes every key matching the patterns (each master of a cluster in turn); returns how many. */
  async deleteMatching(patterns: readonly string[]): Promise<number> {
    let deleted = 0;
    for (const pattern of patterns) {
      for await (const { keys, node } of scanKeys(this.redis, pattern, 1000)) {
        // On a cluster, through the cluster client, one slot per command: it routes each to the
        // slot's master and follows a redirection, where the node scanned may have been a replica
        // still listed as a master just after a failover (UNLINK there answers MOVED).
        const unlinked = isCluster(this.redis) ? await Promise.all(byHashTag(keys).map((group) => (this.redis as RedisClient).unlink(...group))) : [await node.unlink(...keys)];
        deleted += unlinked.reduce((sum, n) => sum + n, 0);
      }
    }
    return deleted;
  }

  /** Applies increments as live answers do (same script), without replies, `batch` at a time. */
  async applyInBatches(increments: readonly Increment[], batch: number, onBatch: (done: number) => void): Promise<void> {
    for (let i = 0; i < increments.length; i += batch) {
      await pipelinePerSlot(this.redis, increments.slice(i, i + batch), (inc) => inc.key, (pipeline, inc) => PerformanceCountersRepository.queue(pipeline, [inc]));
      onBatch(Math.min(i + batch, increments.length));
    }
  }

  /** Queues one script call applying `increments` (see scriptArgs). */
  static queue(pipeline: ChainableCommander, increments: Increment[]) {
    (pipeline as PipelineWithRecord).recordPerformance(...PerformanceCountersRepository.scriptArgs(increments));
  }

  /**
   * Applies one attempt to every counter in one round trip: one script call on a single server, one
   * per slot on a cluster (whose scripts touch one slot each). Null when Redis is unavailable.
   */
  async recordAttempt(facts: AttemptFacts): Promise<RecordedPerformance | null> {
    try {
      const increments = PerformanceCountersRepository.incrementsFor(facts);
      const slots = isCluster(this.redis) ? bySlot(increments) : [increments];
      // Called directly, not as a pipeline of its own: the client's auto-pipelining then sends the
      // calls of every answer recorded in the same turn in one write (one syscall, not one each).
      const redis = this.redis as RedisWithRecord;
      const replies = await Promise.all(slots.map((increments) => redis.recordPerformance(...PerformanceCountersRepository.scriptArgs(increments))));
      const byKey = new Map<string, Record<string, string>>();
      slots.forEach((increments, i) => {
        const hashes = replies[i] as unknown[];
        increments.filter((inc) => inc.reply).forEach((inc, k) => byKey.set(inc.key, hashOf(hashes[k])));
      });
      return {
        exam: toPerformanceRecord(byKey.get(RedisKeys.userExamPerf(facts.userId, facts.examId))),
        peer: peerFigures(facts.item, byKey.get(RedisKeys.questionPerf(facts.questionId)) ?? {}),
      };
    } catch (error) {
      this.logger.warn(`Counters not updated (the attempt is saved; run performance:rebuild later): ${(error as Error).message}`);
      return null;
    }
  }

  /** The peer figures of many questions at once, by question id; empty when Redis is unavailable. */
  async peersOf(questions: ReadonlyArray<{ id: string; item: Item }>): Promise<Map<string, PeerFigures>> {
    const peers = new Map<string, PeerFigures>();
    if (questions.length === 0) return peers;
    try {
      const replies = await pipelinePerSlot(this.redis, questions, (q) => RedisKeys.questionPerf(q.id), (pipeline, q) => pipeline.hgetall(RedisKeys.questionPerf(q.id)));
      questions.forEach((q, i) => peers.set(q.id, peerFigures(q.item, (replies[i][0] as Record<string, string>) ?? {})));
    } catch (error) {
      this.logger.warn(`Peer statistics unavailable: ${(error as Error).message}`);
    }
    return peers;
  }

  /**
   * A user's record, the exam's peer percentage and its published question total (null when not
   * published) for several exams: the user's hashes in one script call (one slot), the exam-wide
   * figures from the in-process copy. Falls back to zeros, saying so, when Redis is unavailable.
   */
  async examRecords(
    userId: string,
    examIds: string[],
  ): Promise<{ records: Map<string, { user: PerformanceRecord; peerPercentCorrect: number | null; total: number | null }>; degraded: boolean }> {
    const records = new Map<string, { user: PerformanceRecord; peerPercentCorrect: number | null; total: number | null }>();
    if (examIds.length === 0) return { records, degraded: false };
    const keys = examIds.map((id) => RedisKeys.userExamPerf(userId, id));
    const [values, aggregates] = await Promise.all([
      (this.redis as RedisWithRecord).readFields(keys.length, ...keys, ...PERFORMANCE_FIELDS).catch((error: Error) => this.fellBack(error, null)),
      this.aggregates.get(examIds).catch((error: Error) => this.fellBack(error, null)),
    ]);
    const hashes = values === null ? null : recordHashesOf(values);
    examIds.forEach((id, i) => {
      const aggregate: ExamAggregate = aggregates?.[i] ?? { peerPercentCorrect: null, total: null };
      records.set(id, { user: toPerformanceRecord(hashes?.[i]), ...aggregate });
    });
    return { records, degraded: values === null || aggregates === null };
  }

  /** The exam's live-question total as published in Redis; null when unpublished or Redis is unavailable. */
  async examTotal(examId: string): Promise<number | null> {
    try {
      const [aggregate] = await this.aggregates.get([examId]);
      return aggregate.total;
    } catch {
      return null;
    }
  }

  private fellBack<T>(error: Error, value: T): T {
    this.logger.warn(`Performance read fell back to zeros: ${error.message}`);
    return value;
  }

  private async loadAggregates(examIds: string[]): Promise<ExamAggregate[]> {
    const replies = await pipelinePerSlot(this.redis, examIds, RedisKeys.examPeer, (pipeline, id) =>
      pipeline.hget(RedisKeys.examPeer(id), 'pcor').hget(RedisKeys.examQuestionTotal(id), 'total'),
    );
    return replies.map(([pcor, total]) => ({ peerPercentCorrect: pcor === null || pcor === undefined ? null : Number(pcor) || 0, total: publishedTotal(total) }));
  }

  /** Keeps the public exam totals (hash field total, and the set of live question ids) in step with Postgres. */
  async publishExamTotals(exams: Array<{ examId: string; questionIds: string[] }>): Promise<void> {
    try {
      await pipelinePerSlot(this.redis, exams, (exam) => RedisKeys.examQuestionTotal(exam.examId), (pipeline, { examId, questionIds }) => {
        pipeline.hset(RedisKeys.examQuestionTotal(examId), 'total', questionIds.length).del(RedisKeys.examQuestionSet(examId));
        if (questionIds.length > 0) pipeline.sadd(RedisKeys.examQuestionSet(examId), ...questionIds);
      });
      this.aggregates.drop(exams.map((e) => e.examId));
    } catch (error) {
      this.logger.warn(`Exam totals not published to Redis: ${(error as Error).message}`);
    }
  }
}
