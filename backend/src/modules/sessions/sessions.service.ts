import { Injectable } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import {
  correctResponse,
  isTrialComplete,
  type Item,
  type ItemResponse,
  markResponse,
  maxScoreOf,
  parseResponse,
  type PeerFigures,
  percentage,
  sessionClock,
  timedPracticeLimitMs,
  toPlayerItem,
  type AnswerInput,
  type AnswerResult,
  type Availability,
  type LiveSessionClock,
  type QuizSession,
  type SessionInitInput,
  type SessionPaper,
  type SessionReview,
} from '@medprep/shared';
import { ChangeFeed } from '../../database/change-feed/change-feed';
import { AccessService } from '../access/access.service';
import { CorrectionsService } from '../corrections/corrections.service';
import { LiveEvents } from '../live/live-events.service';
import { PerformanceCountersRepository } from '../performance/performance-counters.repository';
import { QuestionsRepository, type ExamRef } from '../questions/questions.repository';
import type { QuizSessionEntity } from './entities/quiz-session.entity';
import { SessionErrors } from './sessions.errors';
import { MockCandidatesRepository } from './mock-candidates.repository';
import { planMock } from './mock-session';
import {
  type AnswerContextSession,
  type FinalAnswer,
  type NewAttempt,
  type NewSession,
  type SessionAttempt,
  type SessionItem,
  SessionsRepository,
} from './sessions.repository';

/** What deciding whether a session is over needs of it. */
type SessionTiming = Pick<QuizSessionEntity, 'id' | 'userId' | 'examId' | 'isTrial' | 'timeLimitMs' | 'startedAt' | 'endedAt'>;
type Ending = Pick<QuizSessionEntity, 'id' | 'userId' | 'examId' | 'isTrial'>;

/** Network latency allowed after a timed session's limit before an answer is refused. */
const LATE_ANSWER_GRACE_MS = 2000;
/** A trial's one session is kept short: a taste of the bank, not the bank. */
const TRIAL_MAX_QUESTIONS = 20;

/** What a response earned: its marks and whether they are full marks. */
interface Scored {
  response: ItemResponse;
  score: number;
  maxScore: number;
  correct: boolean;
}

const revealsAtOnce = (session: Pick<QuizSessionEntity, 'mode' | 'endedAt'>) => session.mode === 'tutor' || session.endedAt !== null;
/** Timed and mock papers take changed answers until they end, as the real exams do; tutor mode takes one. */
const takesChanges = (session: Pick<QuizSessionEntity, 'mode'>) => session.mode !== 'tutor';

/** True when `sent` is, once checked against the item, the response that stands. */
function sameResponse(item: Item, sent: unknown, standing: ItemResponse): boolean {
  const parsed = parseResponse(item, sent);
  return parsed.ok && isDeepStrictEqual(parsed.response, standing);
}

/** A result that shows only what was sent: marks, key, explanations and peers wait for the reveal. */
function unrevealed(
  result: Pick<AnswerResult, 'questionId' | 'response' | 'maxScore' | 'progress' | 'sessionEnded' | 'degraded' | 'version' | 'reviewedAt'>,
): AnswerResult {
  return {
    questionId: result.questionId,
    response: result.response,
    revealed: false,
    score: null,
    maxScore: result.maxScore,
    correct: null,
    correctResponse: null,
    mark: null,
    item: null,
    peer: null,
    performance: null,
    progress: result.progress,
    sessionEnded: result.sessionEnded,
    degraded: result.degraded,
    version: result.version,
    reviewedAt: result.reviewedAt,
  };
}

@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly questions: QuestionsRepository,
    private readonly access: AccessService,
    private readonly performance: PerformanceCountersRepository,
    private readonly changes: ChangeFeed,
    private readonly live: LiveEvents,
    private readonly mockCandidates: MockCandidatesRepository,
    private readonly corrections: CorrectionsService,
  ) {}

  async availability(userId: string, examRef: string): Promise<Availability> {
    const exam = await this.examFor(userId, examRef);
    const [counts, types] = await Promise.all([this.sessions.availability(userId, exam.id), this.mockCandidates.typeCountsOf(exam.id)]);
    return { ...counts, types };
  }

  /** Starts a session of questions the caller may practise, chosen by filter and topics. */
  async start(userId: string, input: SessionInitInput): Promise<QuizSession> {
    const exam = await this.requireExam(input.exam);
    const access = await this.access.practiceAccess(userId, exam.id);
    const isTrial = access.via === 'trial';
    if (access.via === 'none') {
      throw access.trial ? SessionErrors.trialOtherExam(access.trial.examTitle) : SessionErrors.noAccess(exam.title);
    }
    if (access.via === 'trial') {
      if (isTrialComplete(access.via, access.trial)) throw SessionErrors.trialComplete();
      if (access.trial.sessionStarted) throw SessionErrors.trialInProgress(access.trial.sid);
    }

    const topics = input.topics && input.topics.length > 0 ? input.topics : null;
    let questionIds: string[];
    let timeLimitMs: number | null = null;
    let papers: SessionPaper[] | null = null;
    if (input.mode === 'mock') {
      // The exam's real papers, filled from its whole bank at random by type (EMQ in stems).
      const mock = planMock(exam.slug, await this.mockCandidates.liveOf(exam.id), isTrial ? TRIAL_MAX_QUESTIONS : Infinity);
      if (!mock) throw SessionErrors.tooFew(0);
      ({ questionIds, timeLimitMs, papers } = mock);
    } else {
      if (!input.count) throw SessionErrors.countRequired();
      const count = isTrial ? Math.min(input.count, TRIAL_MAX_QUESTIONS) : input.count;
      const picked = await this.pick(userId, exam.id, input, topics, count);
      if (picked.ids.length < count) throw SessionErrors.tooFew(picked.available);
      questionIds = picked.ids;
      // Each item at the real paper's time per item of its type.
      if (input.mode === 'timed') timeLimitMs = timedPracticeLimitMs(exam.slug, await this.mockCandidates.of(questionIds));
    }

    const planned: NewSession = {
      userId,
      examId: exam.id,
      mode: input.mode,
      filter: input.mode === 'mock' ? 'all' : input.filter,
      topics: input.mode === 'mock' ? null : topics,
      questionIds,
      timeLimitMs,
      papers,
      isTrial,
    };
    if (!isTrial) return this.view(userId, await this.sessions.create(planned), exam);

    // Simultaneous starts of one trial (a double click, several tabs): the database admits one,
    // and the others are pointed to it, as a start after it would be.
    const session = await this.sessions.createTrialSession(planned);
    if (!session) throw SessionErrors.trialInProgress((await this.access.currentSummaryFor(userId)).trial?.sid ?? null);
    this.changes.changed(userId);
    return this.view(userId, session, exam);
  }

  /** The questions a new session draws: by filter, or the wrong answers of one earlier session. */
  private async pick(userId: string, examId: string, input: SessionInitInput, topics: string[] | null, count: number) {
    if (input.fromSession === undefined) return this.sessions.pickQuestions(userId, examId, input.filter, topics, count);
    const source = await this.sessions.findOwned(input.fromSession, userId);
    // A running timed paper has no known wrong answers yet.
    if (!source || source.examId !== examId || input.filter !== 'incorrect' || !revealsAtOnce(await this.expireIfDue(source))) throw SessionErrors.sourceSessionNotFound();
    return this.sessions.pickIncorrectOf(userId, source.id, examId, topics, count);
  }

  /** A session as its owner sees it (for resuming after a reload). */
  async get(userId: string, sessionId: string): Promise<QuizSession> {
    const session = await this.requireOwned(userId, sessionId);
    return this.view(userId, await this.expireIfDue(session), await this.requireExamById(session.examId));
  }

  /**
   * Records an answer: Postgres first (the source of truth), then the counters in one Redis
   * pipeline. Refused outside the session, twice in a session, or after the time limit; a response
   * that does not fit the item is refused with its code and field.
   */
  async answer(userId: string, input: AnswerInput): Promise<AnswerResult> {
    // The hot path: its latency is its number of sequential round trips, so one read (session,
    // question, standing), then the write alongside the exam total, then the counters.
    const context = await this.sessions.answerContext(input.sessionId, userId, input.questionId);
    if (!context) throw SessionErrors.sessionNotFound();
    const { question, standing: previous } = context;
    const sent = input.response ?? { answer: input.answer };
    const session = await this.expireIfDue(context.session);
    if (session.endedAt) {
      // A resend of an answer that was saved, whose reply was lost while the session then ended
      // (its last answer, or the clock): it is saved, and the client should hear that.
      const standing = question ? await this.sessions.answerOf(session.id, question.id) : null;
      if (standing !== null && (!takesChanges(session) || sameResponse(question!.item, sent, standing))) throw SessionErrors.alreadyAnswered();
      if (standing !== null) throw SessionErrors.answersClosed();
      throw session.timeLimitMs !== null && sessionClock(session.startedAt, session.timeLimitMs, new Date()).expired ? SessionErrors.timeUp() : SessionErrors.sessionEnded();
    }
    if (!question) throw SessionErrors.notInSession();
    const parsed = parseResponse(question.item, sent);
    if (!parsed.ok) throw SessionErrors.invalidResponse(parsed.error);
    // Access that lapses mid-session ends practice at once (a trial's one session has no end date).
    if (!session.isTrial && !(await this.access.ownsExam(userId, session.examId))) {
      throw SessionErrors.noAccess((await this.requireExamById(session.examId)).title);
    }

    const mark = markResponse(question.item, parsed.response);
    const scored: Scored = { response: parsed.response, score: mark.score, maxScore: mark.maxScore, correct: mark.score === mark.maxScore };
    const attempt: NewAttempt = {
      userId,
      sessionId: session.id,
      questionId: question.id,
      questionVersion: question.version,
      examId: session.examId,
      ...scored,
      timeMs: input.timeMs,
      guessed: input.guessed ?? false,
    };
    const served = { version: question.version, reviewedAt: question.reviewedAt };
    if (takesChanges(session)) return this.saveChange(session, attempt, served);

    const now = new Date();
    const [{ recorded: saved, answered, completed }, publishedTotal] = await Promise.all([
      this.sessions.recordAnswer(attempt, previous, now, context.examDates),
      this.performance.examTotal(session.examId),
    ]);
    if (!saved) throw SessionErrors.alreadyAnswered();

    const examTotal = publishedTotal ?? (await this.questions.countLive(session.examId));
    const recorded = await this.performance.recordAttempt({
      userId,
      examId: session.examId,
      sessionId: session.id,
      questionId: question.id,
      topic: question.topic,
      item: question.item,
      ...scored,
      timeMs: input.timeMs,
      examTotal,
      sessionTotal: session.questionCount,
    });
    // The last answer ended the session in its own commit; what follows an end still has to run.
    if (completed) await this.afterEnding(session);
    const progress = { answered, total: session.questionCount };
    const result = { questionId: question.id, ...scored, progress, sessionEnded: completed, degraded: recorded === null, ...served };
    if (!revealsAtOnce(session)) return unrevealed(result);
    return {
      ...result,
      revealed: true,
      correctResponse: correctResponse(question.item),
      mark,
      item: question.item,
      peer: recorded?.peer ?? null,
      performance: recorded?.exam ?? null,
    };
  }

  /**
   * A timed or mock answer, first or changed: saved at once with its history; nothing is revealed
   * or counted until the paper ends (see `finish`), so the counters take only the answers that stand.
   */
  private async saveChange(session: AnswerContextSession, attempt: NewAttempt, served: Pick<AnswerResult, 'version' | 'reviewedAt'>): Promise<AnswerResult> {
    const saved = await this.sessions.saveChangeableAnswer(attempt);
    if (!saved) throw SessionErrors.answersClosed();
    return unrevealed({
      questionId: attempt.questionId,
      response: attempt.response,
      maxScore: attempt.maxScore,
      progress: { answered: saved.answered, total: session.questionCount },
      sessionEnded: false,
      degraded: false,
      ...served,
    });
  }

  /** The server's clock for a session (told to the user's other tabs too); a timed session past its limit is ended here. */
  async syncTime(userId: string, sessionId: string, clientElapsedMs: number) {
    const { serverNow: _, ...clock } = await this.clock(userId, sessionId);
    return { ...clock, driftMs: clientElapsedMs - clock.elapsedMs };
  }

  /** The session's clock now, as the live channel sends it, and sent to the user's tabs. */
  async clock(userId: string, sessionId: string): Promise<LiveSessionClock> {
    const session = await this.expireIfDue(await this.requireOwned(userId, sessionId));
    const now = session.endedAt && session.endedAt.getTime() < Date.now() ? session.endedAt : new Date();
    const clock = sessionClock(session.startedAt, session.timeLimitMs, now);
    const reading = { sessionId: session.id, serverNow: Date.now(), elapsedMs: clock.elapsedMs, remainingMs: clock.remainingMs, ended: session.endedAt !== null };
    this.live.sessionClock(userId, reading);
    return reading;
  }

  async end(userId: string, sessionId: string): Promise<SessionReview> {
    const session = await this.requireOwned(userId, sessionId);
    await this.finish(session);
    await this.clock(userId, sessionId);
    return this.review(userId, sessionId);
  }

  /**
   * The score, time, per-topic breakdown and every question with the answer given. A timed or mock
   * session is reviewed once ended: a read never ends it (that is `end`, a POST), so a link cannot.
   * While a tutor session runs, its review lists only the questions answered so far (each with what
   * answering it showed): an unanswered question's answer, explanations and peer figures would give
   * away the rest of the session.
   */
  async review(userId: string, sessionId: string): Promise<SessionReview> {
    const session = await this.expireIfDue(await this.requireOwned(userId, sessionId));
    if (!revealsAtOnce(session)) throw SessionErrors.sessionRunning();
    const fresh = (await this.sessions.findOwned(session.id, userId))!;
    const [exam, [questions, peers], attempts, flagged, corrections] = await Promise.all([
      this.requireExamById(session.examId),
      this.sessions.itemsOf(session).then(async (found) => [found, await this.performance.peersOf(found)] as const),
      this.sessions.attemptsOf(session.id),
      this.questions.flaggedAmong(userId, session.questionIds),
      this.corrections.noticesForSession(session.id),
    ]);
    const byQuestion = new Map(attempts.map((a) => [a.questionId, a]));
    const endedAt = fresh.endedAt;
    const reviewed = questions.map((q) => {
      const correction = corrections.get(q.id);
      return { ...this.reviewQuestion(q, byQuestion.get(q.id), flagged.has(q.id), peers.get(q.id) ?? null), ...(correction && { correction }) };
    });
    const elapsed = sessionClock(fresh.startedAt, fresh.timeLimitMs, endedAt ?? new Date()).elapsedMs;
    return {
      sessionId: fresh.id,
      examId: exam.id,
      examSlug: exam.slug,
      examTitle: exam.title,
      mode: fresh.mode,
      startedAt: fresh.startedAt,
      endedAt,
      timeSpentMs: fresh.timeLimitMs !== null ? Math.min(elapsed, fresh.timeLimitMs) : elapsed,
      timeLimitMs: fresh.timeLimitMs,
      score: tally(reviewed),
      topics: topicTallies(reviewed),
      papers: fresh.papers ?? null,
      // A running tutor session shows only what answering has already revealed.
      questions: reviewed.filter((q) => endedAt !== null || q.response !== null),
    };
  }

  private reviewQuestion(q: SessionItem, attempt: SessionAttempt | undefined, flagged: boolean, peer: PeerFigures | null): SessionReview['questions'][number] {
    const item = q.item;
    // The mark is recomputed for its parts; the score stays the one recorded (in a session from
    // before versions, an item edited since may no longer fit the response, and then shows no parts).
    const parsed = attempt ? parseResponse(item, attempt.response) : null;
    return {
      id: q.id,
      topic: q.topic,
      item,
      response: attempt?.response ?? null,
      mark: parsed?.ok ? markResponse(item, parsed.response) : null,
      score: attempt?.score ?? 0,
      maxScore: attempt?.maxScore ?? maxScoreOf(item),
      correct: attempt?.correct ?? false,
      timeMs: attempt?.timeMs ?? null,
      guessed: attempt?.guessed ?? false,
      flagged,
      peer,
      version: q.version,
      reviewedAt: q.reviewedAt,
    };
  }

  /**
   * Ends the session (once), whether asked to or by its clock: a timed or mock paper's answers that
   * stand are counted now, once; a trial's session completes the trial.
   */
  private async finish(session: Ending): Promise<void> {
    const ending = await this.sessions.end(session.id);
    if (!ending.ended) return;
    if (ending.finalAnswers.length > 0) await this.countFinalAnswers(session, ending.questionCount, ending.finalAnswers);
    await this.afterEnding(session);
  }

  private async countFinalAnswers(session: Ending, sessionTotal: number, answers: FinalAnswer[]): Promise<void> {
    const examTotal = (await this.performance.examTotal(session.examId)) ?? (await this.questions.countLive(session.examId));
    await Promise.all(
      answers.map((a) => this.performance.recordAttempt({ ...a, sessionId: session.id, examTotal, sessionTotal })),
    );
  }

  /**
   * Closes and counts the timed papers whose time ran out with nobody there to read them (a read
   * would have closed them, see `expireIfDue`); at most `limit` a call. Returns how many it closed.
   */
  async endExpiredPapers(now = new Date(), limit = 200): Promise<number> {
    const due = await this.sessions.expiredPapers(now, LATE_ANSWER_GRACE_MS, limit);
    for (const session of due) await this.finish(session);
    return due.length;
  }

  /** Ends every session the user has open, as their own end would: a paper's answers that stand are counted. */
  async endAllOf(userId: string): Promise<void> {
    for (const session of await this.sessions.runningOf(userId)) await this.finish(session);
  }

  /** A trial's one session, once ended, completes the trial. */
  private async afterEnding(session: Pick<QuizSessionEntity, 'id' | 'userId' | 'isTrial'>): Promise<void> {
    if (!session.isTrial) return;
    await this.sessions.markTrialComplete(session.userId, session.id);
    this.changes.changed(session.userId);
  }

  /** A timed session past its limit (and the grace) ends itself, whoever asks first. */
  private async expireIfDue<S extends SessionTiming>(session: S): Promise<S> {
    if (session.endedAt || session.timeLimitMs === null) return session;
    const clock = sessionClock(session.startedAt, session.timeLimitMs + LATE_ANSWER_GRACE_MS, new Date());
    if (!clock.expired) return session;
    await this.finish(session);
    return { ...session, endedAt: new Date(session.startedAt.getTime() + session.timeLimitMs) };
  }

  private async view(userId: string, session: QuizSessionEntity, exam: ExamRef): Promise<QuizSession> {
    const [questions, attempts, flagged] = await Promise.all([
      this.sessions.itemsOf(session),
      this.sessions.attemptsOf(session.id),
      this.questions.flaggedAmong(userId, session.questionIds),
    ]);
    const served = new Map(questions.map((q) => [q.id, q]));
    return {
      id: session.id,
      examId: exam.id,
      examSlug: exam.slug,
      examTitle: exam.title,
      mode: session.mode,
      filter: session.filter,
      questionIds: session.questionIds,
      timeLimitMs: session.timeLimitMs,
      startedAt: session.startedAt,
      endedAt: session.endedAt,
      questions: questions.map((q) => ({ id: q.id, topic: q.topic, item: toPlayerItem(q.item), flagged: flagged.has(q.id) })),
      papers: session.papers ?? null,
      answers: attempts.map((a) => {
        const revealed = revealsAtOnce(session);
        // What answering revealed, again, so a reloaded tutor session shows each answer's feedback.
        const question = served.get(a.questionId);
        const item = revealed ? question?.item : undefined;
        const parsed = item ? parseResponse(item, a.response) : null;
        return {
          questionId: a.questionId,
          response: a.response,
          score: revealed ? a.score : null,
          maxScore: a.maxScore,
          correct: revealed ? a.correct : null,
          guessed: a.guessed,
          item: item ?? null,
          mark: item && parsed?.ok ? markResponse(item, parsed.response) : null,
          version: question?.version ?? 1,
          reviewedAt: question?.reviewedAt ?? null,
        };
      }),
    };
  }

  private async examFor(userId: string, examRef: string): Promise<ExamRef> {
    const exam = await this.requireExam(examRef);
    const access = await this.access.practiceAccess(userId, exam.id);
    if (access.via === 'none') throw SessionErrors.noAccess(exam.title);
    return exam;
  }

  private async requireExam(ref: string): Promise<ExamRef> {
    const exam = await this.questions.findExam(ref);
    if (!exam) throw SessionErrors.examNotFound();
    return exam;
  }

  private async requireExamById(id: string): Promise<ExamRef> {
    const exam = await this.questions.findExamById(id);
    if (!exam) throw SessionErrors.examNotFound();
    return exam;
  }

  private async requireOwned(userId: string, sessionId: string): Promise<QuizSessionEntity> {
    const session = await this.sessions.findOwned(sessionId, userId);
    if (!session) throw SessionErrors.sessionNotFound();
    return session;
  }
}

type ReviewedQuestion = SessionReview['questions'][number];
type Tally = Omit<SessionReview['score'], 'percentCorrect'>;

/** Questions, answers, full-marks items and marks of the marks available; percent correct is by marks. */
function tally(questions: ReviewedQuestion[]): SessionReview['score'] {
  const sum: Tally = { total: 0, answered: 0, correct: 0, marks: 0, maxMarks: 0 };
  for (const q of questions) add(sum, q);
  return { ...sum, percentCorrect: percentage(sum.marks, sum.maxMarks) };
}

function add(sum: Tally, q: ReviewedQuestion): void {
  sum.total++;
  if (q.response !== null) sum.answered++;
  if (q.correct) sum.correct++;
  sum.marks += q.score;
  sum.maxMarks += q.maxScore;
}

function topicTallies(questions: ReviewedQuestion[]): SessionReview['topics'] {
  const topics = new Map<string, ReviewedQuestion[]>();
  for (const q of questions) topics.set(q.topic, [...(topics.get(q.topic) ?? []), q]);
  return [...topics.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([topic, qs]) => ({ topic, ...tally(qs) }));
}
