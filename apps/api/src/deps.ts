import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { type FileStore, fileStoreOf } from "./lib/file-store.ts";
import type { MailTransport } from "./modules/mail/transport.ts";

/** What every module receives from buildApp: no globals, easy to build in tests. */
export interface AppDeps {
  db: Database;
  config: Config;
  /** Signs codes that must not be forged (ticket codes). */
  appSecret: string;
  /**
   * The clock of booking rules (session started, 48 h cancellation deadline); tests set it to stand
   * on either side of a deadline. The real time when absent.
   */
  now?: () => Date;
  /** Where e-mails go; from the configuration (SMTP_URL, else DATA_DIR/mail) when absent. */
  mailTransport?: MailTransport;
  /** Where uploaded files go; from the configuration (S3_BUCKET, else DATA_DIR/uploads) when absent. */
  fileStore?: FileStore;
}

/**
 * The process's file store (docs/decisions/051): chosen once from the configuration, shared by the
 * picture writes of every module, the /uploads route, health and the seed.
 */
export function filesOf(deps: Pick<AppDeps, "config" | "fileStore">): FileStore {
  return deps.fileStore ?? fileStoreOf(deps.config);
}

export function nowOf(deps: Pick<AppDeps, "now">): Date {
  return deps.now ? deps.now() : new Date();
}
