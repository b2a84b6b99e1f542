// Work that waits its turn in memory, in this process: a bounded number run at once, a bounded
// number wait, and a waiter gives up after a bounded time. What must hold across processes stays in
// the database; these queues only keep one kind of work from taking every thread or connection.

export interface WorkQueueOptions {
  /** Jobs run at once. */
  concurrency: number;
  /** Jobs that may wait for a turn; one more is refused at once. */
  maxWaiting: number;
  /** A job that has waited this long without a turn is refused (no limit when absent). */
  maxWaitMs?: number;
  /** The error a refused job throws (queue full, or waited too long). */
  busyError: () => Error;
}

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export class WorkQueue {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly options: WorkQueueOptions) {}

  /** Jobs running or waiting: 0 when the queue has nothing to do. */
  get size(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency) {
      this.running++;
    } else {
      if (this.waiting.length >= this.options.maxWaiting) throw this.options.busyError();
      // The slot is handed over by the job that ends (release), so `running` stays as it is.
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = { start: resolve, timer: undefined };
        const { maxWaitMs } = this.options;
        if (maxWaitMs !== undefined) {
          waiter.timer = setTimeout(() => {
            this.waiting.splice(this.waiting.indexOf(waiter), 1);
            reject(this.options.busyError());
          }, maxWaitMs);
        }
        this.waiting.push(waiter);
      });
    }
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else {
      this.running--;
    }
  }
}

/** One WorkQueue per key (an event, say), made on first use and dropped once it has nothing to do. */
export class KeyedWorkQueue<Key> {
  private readonly queues = new Map<Key, WorkQueue>();

  constructor(private readonly options: WorkQueueOptions) {}

  /** Keys with work running or waiting (for tests and logs). */
  get activeKeys(): number {
    return this.queues.size;
  }

  async run<T>(key: Key, work: () => Promise<T>): Promise<T> {
    let queue = this.queues.get(key);
    if (!queue) {
      queue = new WorkQueue(this.options);
      this.queues.set(key, queue);
    }
    try {
      return await queue.run(work);
    } finally {
      if (queue.size === 0 && this.queues.get(key) === queue) this.queues.delete(key);
    }
  }
}
