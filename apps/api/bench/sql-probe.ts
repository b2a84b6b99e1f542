import { openDatabase } from "../src/db/client.ts";
import * as m from "../src/modules/events/event-json.ts";
const database = await openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:5432/jitprobe", pgliteDir: "", poolMax: 2 });
// biome-ignore lint: probe
const stmts = (m as any).__probe as Record<string, (db: unknown) => { getQuery(): { sql: string } }>;
for (const [name, s] of Object.entries(stmts)) console.log(`-- ${name}\n${s(database.db).getQuery().sql};\n`);
process.exit(0);
