import { isDatabaseUnavailable, pgErrorCode } from "../errors.ts";
import type { DatabaseHandle, MigrationOutcome } from "./client.ts";

export interface WaitOptions {
  /** Give up after this long without reaching the database (0: never give up). */
  timeoutMs: number;
  /** Where the waiting is told (one line per attempt). */
  report: (line: string) => void;
  /** First pause between attempts; it doubles up to `maxDelayMs`. */
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** The start-up stopped on a database problem that waiting will not fix; `message` says what to do. */
export class DatabaseStartupError extends Error {
  override name = "DatabaseStartupError";
}

/**
 * Applies the migrations as soon as the database answers. A PostgreSQL server that is still
 * starting, restarting or failing over is waited for (orchestrators often start the API and its
 * database together); a problem that waiting cannot fix (wrong password, missing database) stops at
 * once with a message that names it.
 */
export async function migrateWhenReachable(
  database: DatabaseHandle,
  options: WaitOptions,
): Promise<MigrationOutcome> {
  const started = Date.now();
  let delay = options.firstDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 10_000;
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await database.migrate();
      if (attempt > 1) options.report("  Base de données joignable : démarrage.");
      return outcome;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw explainStartupError(error);
      const waited = Date.now() - started;
      if (options.timeoutMs > 0 && waited + delay > options.timeoutMs) {
        throw new DatabaseStartupError(
          `La base de données PostgreSQL reste injoignable après ${Math.round(waited / 1000)} s (${describe(error)}). ` +
            "Vérifiez qu’elle est démarrée et que DATABASE_URL désigne la bonne adresse, ou allongez DATABASE_STARTUP_TIMEOUT_SECONDS.",
        );
      }
      options.report(
        `  Base de données injoignable (${describe(error)}) : nouvel essai dans ${delay / 1000} s (essai ${attempt}).`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, maxDelay);
    }
  }
}

/** A start-up failure that waiting does not cure, with what an operator should do about it. */
function explainStartupError(error: unknown): Error {
  const code = pgErrorCode(error);
  if (code === "28P01" || code === "28000") {
    return new DatabaseStartupError(
      `PostgreSQL refuse la connexion (${describe(error)}) : vérifiez l’utilisateur et le mot de passe de DATABASE_URL.`,
    );
  }
  if (code === "3D000") {
    return new DatabaseStartupError(
      `La base indiquée par DATABASE_URL n’existe pas (${describe(error)}) : créez-la (createdb) ou corrigez l’adresse.`,
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}

function describe(error: unknown): string {
  let current: unknown = error;
  // drizzle wraps the driver's error: its own message repeats the SQL, the cause says what failed.
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (current instanceof AggregateError && current.errors[0] instanceof Error) current = current.errors[0];
  if (!(current instanceof Error)) return String(current);
  const code = (current as { code?: unknown }).code;
  return typeof code === "string" && !current.message.includes(code)
    ? `${code} ${current.message}`
    : current.message;
}
