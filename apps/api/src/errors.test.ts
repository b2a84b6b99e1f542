import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isPoolExhausted } from "./errors.ts";

/** An error as node-postgres raises it (SQLSTATE in `code`), wrapped by drizzle in its own. */
function driverError(message: string, code?: string): Error {
  const inner = Object.assign(new Error(message), code ? { code } : {});
  return new Error(`Failed query: select 1\nparams: `, { cause: inner });
}

describe("isDatabaseUnavailable and isPoolExhausted", () => {
  it.each([
    ["terminating connection due to administrator command", "57P01", true],
    ["terminating connection due to unexpected postmaster exit", "57P02", true],
    ["the database system is starting up", "57P03", true],
    ['database "cp" does not exist (dropped while connected)', "57P04", true],
    ["terminating connection due to idle-session timeout", "57P05", true],
    ["sorry, too many clients already", "53300", true],
    ["could not extend file: No space left on device", "53100", true],
    ["out of memory", "53200", true],
    ["cannot execute INSERT in a read-only transaction", "25006", true],
    ['database "cp" is not currently accepting connections', "55000", true],
    ["connection failure", "08006", true],
    ["connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED", true],
    ["Connection terminated unexpectedly", undefined, true],
    ["timeout expired", undefined, true],
    // A mistake of ours, not the server away: answered as the error it is.
    ['currval of sequence "events_id_seq" is not yet defined in this session', "55000", false],
    ["canceling statement due to statement timeout", "57014", false],
    ["could not read block 0 in file", "58030", false],
    ['duplicate key value violates unique constraint "users_email_key"', "23505", false],
    ["timeout exceeded when trying to connect", undefined, false],
  ])("%s (%s): unavailable %s", (message, code, unavailable) => {
    expect(isDatabaseUnavailable(driverError(message, code))).toBe(unavailable);
  });

  it("tells a pool with no free connection in time (busy) from a database away", () => {
    const exhausted = driverError("timeout exceeded when trying to connect");
    expect(isPoolExhausted(exhausted)).toBe(true);
    expect(isDatabaseUnavailable(exhausted)).toBe(false);
    const connectTimeout = driverError("Connection terminated due to connection timeout");
    expect(isPoolExhausted(connectTimeout)).toBe(false);
    expect(isDatabaseUnavailable(connectTimeout)).toBe(true);
  });
});
