/** What every user's dashboard shows of one exam: the peers' percent correct and the published question total. */
export interface ExamAggregate {
  /** Null until someone has answered a question of the exam. */
  peerPercentCorrect: number | null;
  /** Live questions as published in Redis; null when not published. */
  total: number | null;
}

interface Entry {
  value: Promise<ExamAggregate>;
  loadedAt: number;
}

/**
 * The exam-wide figures, kept in process for a moment. They are the same for every user, so a busy
 * server reads them from Redis once per exam and `ttlMs` instead of on every dashboard and answer.
 * Loads of several exams share one round trip, concurrent callers share a load in flight, and a
 * failed load is not kept (the next caller tries again).
 */
export class ExamAggregates {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly load: (examIds: string[]) => Promise<ExamAggregate[]>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The figures of each exam, in order; rejects when a load it needs fails. */
  get(examIds: string[]): Promise<ExamAggregate[]> {
    const at = this.now();
    const missing = examIds.filter((id) => {
      const entry = this.entries.get(id);
      return !entry || at - entry.loadedAt >= this.ttlMs;
    });
    if (missing.length > 0) this.start(missing, at);
    return Promise.all(examIds.map((id) => this.entries.get(id)!.value));
  }

  /** Forgets exams whose figures were just republished (all of them when none are named). */
  drop(examIds?: string[]) {
    if (!examIds) this.entries.clear();
    else for (const id of examIds) this.entries.delete(id);
  }

  private start(examIds: string[], at: number) {
    const loading = this.load(examIds);
    examIds.forEach((id, i) => {
      const entry: Entry = { value: loading.then((values) => values[i]), loadedAt: at };
      this.entries.set(id, entry);
      entry.value.catch(() => {
        if (this.entries.get(id) === entry) this.entries.delete(id);
      });
    });
  }
}
