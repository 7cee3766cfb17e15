/** Runs a batch; resolves with one result per item, in the items' order. */
type BatchRunner<In, Out> = (items: In[]) => Promise<Out[]>;

interface CoalescerOptions {
  /** Most items in one batch. */
  maxBatch: number;
  /** Most batches running at once; calls made while all are busy wait for the next batch. */
  maxInFlight: number;
}

interface Pending<In, Out> {
  item: In;
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

  constructor(
    private readonly runBatch: BatchRunner<In, Out>,
    private readonly options: CoalescerOptions,
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
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
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.inFlight++;
      void this.settle(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
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
