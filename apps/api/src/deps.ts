import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";

/** What every module receives from buildApp: no globals, easy to build in tests. */
export interface AppDeps {
  db: Database;
  config: Config;
  /** Signs codes that must not be forged (ticket codes). */
  appSecret: string;
}
