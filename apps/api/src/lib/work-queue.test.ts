import { afterEach, describe, expect, it, vi } from "vitest";
import { ServerBusyError } from "../errors.ts";
import { KeyedWorkQueue, WorkQueue } from "./work-queue.ts";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const busyError = () => new ServerBusyError();

afterEach(() => {
  vi.useRealTimers();
});

describe("WorkQueue", () => {
  it("refuses a job that waited past maxWaitMs, without running it, and the next one still runs", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 1000, busyError });
    const hold = deferred();
    const running = queue.run(() => hold.promise);
    let ran = false;
    const late = queue.run(async () => {
      ran = true;
    });
    const lateOutcome = late.then(
      () => "ran",
      (error: unknown) => error,
    );
    vi.advanceTimersByTime(999);
    await settle();
    expect(queue.size).toBe(2);
    vi.advanceTimersByTime(1);
    expect(await lateOutcome).toMatchObject({ statusCode: 503, code: "SERVER_BUSY" });
    expect(queue.size).toBe(1);

    const next = queue.run(async () => "suivant");
    hold.resolve();
    await running;
    await expect(next).resolves.toBe("suivant");
    expect(ran).toBe(false);
    expect(queue.size).toBe(0);
  });

  it("clears the wait timer of a job whose turn came", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 1000, busyError });
    const hold = deferred();
    const running = queue.run(() => hold.promise);
    const waiting = queue.run(async () => "servi");
    hold.resolve();
    await running;
    await expect(waiting).resolves.toBe("servi");
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("KeyedWorkQueue", () => {
  it("runs one job at a time per key, in arrival order, and different keys side by side", async () => {
    const queue = new KeyedWorkQueue<number>({ concurrency: 1, maxWaiting: 10, busyError });
    const order: string[] = [];
    const holds = [deferred(), deferred(), deferred()];
    const job = (name: string, hold: { promise: Promise<void> }) => async () => {
      order.push(`${name} starts`);
      await hold.promise;
      order.push(`${name} ends`);
    };
    const a1 = queue.run(1, job("a1", holds[0]!));
    const a2 = queue.run(1, job("a2", holds[1]!));
    const b1 = queue.run(2, job("b1", holds[2]!));
    await settle();
    expect(order).toEqual(["a1 starts", "b1 starts"]);
    expect(queue.activeKeys).toBe(2);

    holds[0]!.resolve();
    await a1;
    await settle();
    expect(order).toEqual(["a1 starts", "b1 starts", "a1 ends", "a2 starts"]);
    holds[1]!.resolve();
    holds[2]!.resolve();
    await Promise.all([a2, b1]);
    // A key with nothing to do is forgotten: the map does not grow with every event ever booked.
    expect(queue.activeKeys).toBe(0);
  });

  it("refuses at once past maxWaiting for one key, while another key is still taken", async () => {
    const queue = new KeyedWorkQueue<number>({ concurrency: 1, maxWaiting: 1, busyError });
    const hold = deferred();
    const running = queue.run(1, () => hold.promise);
    const waiting = queue.run(1, async () => "attend");
    await expect(queue.run(1, async () => "refusé")).rejects.toMatchObject({
      statusCode: 503,
      code: "SERVER_BUSY",
      headers: { "retry-after": "2" },
    });
    await expect(queue.run(2, async () => "autre événement")).resolves.toBe("autre événement");
    hold.resolve();
    await running;
    await expect(waiting).resolves.toBe("attend");
  });

  it("passes the turn on when a job fails", async () => {
    const queue = new KeyedWorkQueue<string>({ concurrency: 1, maxWaiting: 10, busyError });
    const failing = queue.run("k", () => Promise.reject(new Error("échec")));
    const next = queue.run("k", async () => "suivant");
    await expect(failing).rejects.toThrow("échec");
    await expect(next).resolves.toBe("suivant");
    expect(queue.activeKeys).toBe(0);
  });
});
