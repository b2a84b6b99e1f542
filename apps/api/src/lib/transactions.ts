import { PG_DEADLOCK_DETECTED, pgErrorCode } from "../errors.ts";

const PG_SERIALIZATION_FAILURE = "40001";

/**
 * Runs a transaction again when PostgreSQL aborted it to break a deadlock or a serialization
 * conflict: nothing of it was kept, so running it again is safe. Three attempts in all.
 */
export async function retryingTransaction<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = pgErrorCode(error);
      const retryable = code === PG_DEADLOCK_DETECTED || code === PG_SERIALIZATION_FAILURE;
      if (!retryable || attempt >= attempts) throw error;
    }
  }
}
