/** Runs a batch; resolves with one result per item, in the items' order. */
type BatchRunner<In, Out> = (items: In[]) => Promise<Out[]>;

interface CoalescerOptions<In> {
  /** Most items in one batch. */
  maxBatch: number;
  /** Most batches running at once; calls made while all are busy wait for the next batch. */
  maxInFlight: number;
  /**
   * What an item locks (e.g. the rows its statement writes). Items sharing a key never run in the
   * same batch nor in two batches at once: a later one waits, in order, for the batch holding its
   * key. So concurrent batches never wait on each other's row locks, and cannot deadlock.
   */
  keysOf?: (item: In) => readonly string[];
}

interface Pending<In, Out> {
  item: In;
  keys: readonly string[];
  resolve: (value: Out) => void;
  reject: (reason: unknown) => void;
}

/**
 * Group commit for hot statements: calls made in the same turn of the event loop, or while earlier
 * batches are in flight, run as one batch (one statement, one round trip, one commit). Nothing waits
 * on a timer: an idle service runs each call at once, a busy one batches as deep as its load.
 *
 * Each call still settles on its own: when a batch fails, its items are run again one by one, so a
 * bad item fails only its own call and its neighbours get their results.
 */
export class Coalescer<In, Out> {
  private queue: Array<Pending<In, Out>> = [];
  private inFlight = 0;
  private scheduled = false;
  /** The keys of the items in the batches in flight. */
  private readonly held = new Set<string>();

  constructor(
    private readonly runBatch: BatchRunner<In, Out>,
    private readonly options: CoalescerOptions<In>,
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ item, keys: this.options.keysOf?.(item) ?? [], resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.queue.length === 0) return;
    this.scheduled = true;
    // After the current I/O callbacks: requests that arrived together go out together.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.takeBatch();
      // Every item left waits for a key held in flight; the batch holding it schedules the next.
      if (batch.length === 0) return;
      this.inFlight++;
      void this.settle(batch).finally(() => {
        this.inFlight--;
        for (const pending of batch) for (const key of pending.keys) this.held.delete(key);
        this.schedule();
      });
    }
  }

  /** Up to maxBatch queued items in order, passing over those whose keys are held or passed over. */
  private takeBatch(): Array<Pending<In, Out>> {
    if (!this.options.keysOf) return this.queue.splice(0, this.options.maxBatch);
    const batch: Array<Pending<In, Out>> = [];
    const waiting: Array<Pending<In, Out>> = [];
    // Keys unavailable to this batch: held in flight, taken by it, or of an item left waiting (so a
    // later item with the same key cannot overtake it).
    const blocked = new Set(this.held);
    let next = 0;
    for (; next < this.queue.length && batch.length < this.options.maxBatch; next++) {
      const pending = this.queue[next];
      (pending.keys.some((key) => blocked.has(key)) ? waiting : batch).push(pending);
      for (const key of pending.keys) blocked.add(key);
    }
    for (const pending of batch) for (const key of pending.keys) this.held.add(key);
    this.queue = [...waiting, ...this.queue.slice(next)];
    return batch;
  }

  private async settle(batch: Array<Pending<In, Out>>) {
    try {
      const results = await this.runBatch(batch.map((p) => p.item));
      if (results.length !== batch.length) throw new Error(`batch returned ${results.length} results for ${batch.length} items`);
      batch.forEach((p, i) => p.resolve(results[i]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      await Promise.all(batch.map((p) => this.settle([p])));
    }
  }
}
