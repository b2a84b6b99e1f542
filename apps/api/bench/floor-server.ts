import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { buildApp } from "../src/app.ts";
import { loadConfig, resolveAppSecret } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { fileStoreOf } from "../src/lib/file-store.ts";
import { preparedColumns, sendJson } from "../src/lib/json-text.ts";
import { createMailTransport } from "../src/modules/mail/transport.ts";

// The floor of our stack for issue 31's reads: the platform's own application, as main.ts builds
// it (every plugin and hook, its logging at LOG_LEVEL, drizzle over node-postgres or PGlite), with
// one API route that does no read's work: one prepared statement answering `bytes` bytes of JSON text
// (a string of x), sent as it comes, as the lists' text is. What a read costs above it is ours to
// cut; a target under it cannot be met with this stack.

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, "pglite"),
  poolMax: config.databasePoolMax,
});
await database.migrate();
const app = await buildApp({
  db: database.db,
  config,
  appSecret: resolveAppSecret(config),
  mailTransport: createMailTransport(config.mail),
  fileStore: fileStoreOf(config),
});
// One prepared statement per size, the size written in its text: PostgreSQL computes the string
// once, when it plans the statement, and then only sends it, as a list's text costs it to carry
// (built with a placeholder, the string cost it more to build, per request, than to send). One
// character outside Latin-1 (« ’ », as in any French text): V8 then holds the text in two bytes a
// character, as it holds our answers; an all-"x" text is decoded and encoded as one byte a
// character, and understated the floor of our non-ASCII answers.
const floorTexts = new Map<number, ReturnType<typeof floorTextOf>>();
function floorTextOf(bytes: number) {
  return preparedColumns(`bench_floor_${bytes}`, () => ({
    json: sql<string>`'"’' || repeat('x', ${sql.raw(String(Math.max(0, bytes - 5)))}) || '"'`,
  }));
}
app.get(
  "/api/bench/floor",
  { schema: { querystring: z.object({ bytes: z.coerce.number().int().min(2).max(10_000_000).default(2) }) } },
  async (request, reply) => {
    const { bytes } = request.query;
    let statement = floorTexts.get(bytes);
    if (statement === undefined) {
      statement = floorTextOf(bytes);
      floorTexts.set(bytes, statement);
    }
    const [row] = await statement(database.db).execute();
    return sendJson(reply, row?.json ?? '""');
  },
);
await app.listen({ port: config.port, host: "127.0.0.1" });
console.log(`floor listening on ${config.port}`);
