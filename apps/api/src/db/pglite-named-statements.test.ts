import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/database.ts";
import type { Database } from "./client.ts";

// Named prepared queries (drizzle's `.prepare(name)`, lib/prepared.ts) answer as unnamed ones do,
// on both engines; on PGlite they are PGlite prepared statements (pglite-named-statements.ts).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const notes = pgTable("named_statement_notes", {
  id: integer("id").primaryKey(),
  body: text("body"),
  writtenAt: timestamp("written_at", { withTimezone: true, mode: "date" }),
});

let handle: TestDatabase;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase({ migrated: false });
  db = handle.db;
  await db.execute(
    sql`create table named_statement_notes (id integer primary key, body text, written_at timestamptz)`,
  );
  await db.insert(notes).values([
    { id: 1, body: "premier", writtenAt: new Date("2026-12-10T19:30:00Z") },
    { id: 2, body: null, writtenAt: null },
  ]);
});

afterAll(async () => {
  await handle.destroy();
});

const noteById = () =>
  db
    .select()
    .from(notes)
    .where(sql`${notes.id} = ${sql.placeholder("id")}`)
    .prepare("named_statement_note_by_id");

describe("a named prepared query", () => {
  it("answers the rows an unprepared query answers, typed alike, call after call", async () => {
    const prepared = noteById();
    for (let call = 0; call < 3; call += 1) {
      for (const id of [1, 2, 3]) {
        expect(await prepared.execute({ id })).toEqual(
          await db.select().from(notes).where(sql`${notes.id} = ${id}`),
        );
      }
    }
    expect(await prepared.execute({ id: 1 })).toEqual([
      { id: 1, body: "premier", writtenAt: new Date("2026-12-10T19:30:00Z") },
    ]);
  });

  it("writes, and a failed write leaves the statement usable and the table unchanged", async () => {
    const insert = db
      .insert(notes)
      .values({ id: sql.placeholder("id"), body: sql.placeholder("body"), writtenAt: sql.placeholder("at") })
      .returning({ id: notes.id })
      .prepare("named_statement_note_insert");
    const at = new Date("2027-01-01T08:00:00Z");
    expect(await insert.execute({ id: 10, body: "dix", at })).toEqual([{ id: 10 }]);
    const duplicate = await insert.execute({ id: 10, body: "doublon", at }).then(
      () => undefined,
      (error: unknown) => error,
    );
    // drizzle wraps the driver's error; the database's code is what services read (23505).
    expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe("23505");
    const badValue = await insert.execute({ id: "onze", body: "x", at }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect((badValue as { cause?: { code?: string } }).cause?.code).toBe("22P02");
    expect(await insert.execute({ id: 11, body: null, at })).toEqual([{ id: 11 }]);
    expect(await db.select().from(notes).where(sql`${notes.id} >= 10`).orderBy(notes.id)).toEqual([
      { id: 10, body: "dix", writtenAt: at },
      { id: 11, body: null, writtenAt: at },
    ]);
  });

  // PGlite is one session: a query run inside another request's transaction would see, or be
  // rolled back with, what that transaction wrote. PostgreSQL gives each its own connection.
  it.skipIf(onPostgres)("waits for a transaction in progress, and reads what it committed", async () => {
    const prepared = noteById();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let updated = () => {};
    const inside = new Promise<void>((resolve) => {
      updated = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.update(notes).set({ body: "modifié" }).where(sql`${notes.id} = 1`);
      updated();
      await held;
      await tx.update(notes).set({ body: "modifié deux fois" }).where(sql`${notes.id} = 1`);
    });
    await inside;
    let answered = false;
    const read = prepared.execute({ id: 1 }).finally(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect((await read)[0]?.body).toBe("modifié deux fois");
  });

  it("is not stopped by a rolled back transaction, in or out of it", async () => {
    const failed = await db
      .transaction(async (tx) => {
        const inside = tx
          .select()
          .from(notes)
          .where(sql`${notes.id} = ${sql.placeholder("id")}`)
          .prepare("named_statement_note_in_transaction");
        expect(await inside.execute({ id: 2 })).toHaveLength(1);
        await tx.execute(sql`select 1 / 0`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(await noteById().execute({ id: 2 })).toHaveLength(1);
  });

  it.skipIf(onPostgres)("is prepared once in PGlite, under its name", async () => {
    const prepared = noteById();
    await prepared.execute({ id: 1 });
    await prepared.execute({ id: 2 });
    const statements = (await db.execute(
      sql`select name, statement from pg_prepared_statements where name = 'named_statement_note_by_id'`,
    )) as unknown as { rows: { name: string; statement: string }[] };
    expect(statements.rows).toHaveLength(1);
    expect(statements.rows[0]?.statement).toContain("named_statement_notes");
  });

  it.skipIf(onPostgres)(
    "names one text: a name given to another statement answers for that one",
    async () => {
      const first = db
        .select({ answer: sql<number>`1` })
        .from(sql`(values (1)) as v`)
        .prepare("named_statement_reused");
      const second = db
        .select({ answer: sql<number>`2` })
        .from(sql`(values (1)) as v`)
        .prepare("named_statement_reused");
      expect(await first.execute()).toEqual([{ answer: 1 }]);
      expect(await second.execute()).toEqual([{ answer: 2 }]);
      expect(await first.execute()).toEqual([{ answer: 1 }]);
    },
  );
});
