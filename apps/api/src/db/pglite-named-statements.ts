import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";
import type { Database } from "./client.ts";

// drizzle's PGlite driver drops the name of a prepared query (`.prepare(name)`): every call is
// PGlite's `query`, which parses, describes and plans the statement again as the unnamed one. On
// PostgreSQL the same queries are prepared once per connection (lib/prepared.ts). Here they are
// prepared once per PGlite under their name, over the wire protocol PGlite speaks: Parse and
// Describe on first use, then Bind and Execute only. Measured on an event's page: 2.45 ms of PGlite
// for the query re-planned, 0.66 ms prepared (decision 054).

interface PreparedStatement {
  text: string;
  parameterTypes: number[];
  /** Undefined for a statement that returns no rows (NoData). */
  rowDescription: messages.RowDescriptionMessage | undefined;
}

type PreparedQueryClient = Pick<PGlite, "query">;

/**
 * The statements prepared in one PGlite (one session: a name prepared once serves every later
 * call, inside a transaction or not, and survives a rollback as it does on PostgreSQL).
 */
class NamedStatements {
  readonly #client: PGlite;
  readonly #statements = new Map<string, PreparedStatement>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  /** What a drizzle prepared query named `name` calls instead of PGlite's `query`. */
  clientFor(name: string): PreparedQueryClient {
    return {
      query: <Row>(text: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.#client._runExclusiveTransaction(() =>
          this.#client.runExclusive(async () => {
            const result = await this.#run<Row>(name, text, params, options);
            // What PGlite's own query does outside a transaction (a folder's file system).
            await this.#client.syncToFs();
            return result;
          }),
        ),
    };
  }

  async #run<Row>(
    name: string,
    text: string,
    params: unknown[],
    options: QueryOptions,
  ): Promise<Results<Row>> {
    const client = this.#client;
    const exchange = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
    let answer: messages.BackendMessage[] = [];
    let statement = this.#statements.get(name);
    try {
      if (statement?.text !== text) {
        if (statement) {
          // One name, one text (node-postgres refuses a second text): a name reused for another
          // statement replaces the first rather than answering for it.
          this.#statements.delete(name);
          await exchange(protocol.serialize.close({ type: "S", name }));
        }
        statement = await this.#prepare(name, text, options, exchange);
        this.#statements.set(name, statement);
      }
      const { parameterTypes } = statement;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = parameterTypes[index] ?? 0;
        const serialize = options.serializers?.[type] ?? client.serializers[type];
        return serialize ? serialize(value) : String(value);
      });
      answer = [
        ...(await exchange(protocol.serialize.bind({ statement: name, values }))),
        ...(await exchange(protocol.serialize.execute({}))),
      ];
    } catch (error) {
      if (error instanceof protocol.messages.DatabaseError) {
        // The fields PGlite's own query adds to a database error.
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    } finally {
      await exchange(protocol.serialize.sync());
    }
    const described = statement.rowDescription ? [statement.rowDescription] : [];
    return parse.parseResults([...described, ...answer], client.parsers, options)[0] as Results<Row>;
  }

  async #prepare(
    name: string,
    text: string,
    options: QueryOptions,
    exchange: (message: Uint8Array) => Promise<messages.BackendMessage[]>,
  ): Promise<PreparedStatement> {
    await exchange(
      protocol.serialize.parse({ name, text, ...(options.paramTypes && { types: options.paramTypes }) }),
    );
    const description = await exchange(protocol.serialize.describe({ type: "S", name }));
    const parameters = description.find(
      (message): message is messages.ParameterDescriptionMessage => message.name === "parameterDescription",
    );
    const rows = description.find(
      (message): message is messages.RowDescriptionMessage => message.name === "rowDescription",
    );
    return { text, parameterTypes: parameters?.dataTypeIDs ?? [], rowDescription: rows };
  }
}

interface PglitePreparedQueryInternals {
  client: PreparedQueryClient;
}

interface PgliteSessionInternals {
  prepareQuery(query: unknown, fields: unknown, name: string | undefined, ...rest: unknown[]): unknown;
}

/**
 * Makes the named prepared queries of a drizzle database over PGlite prepared statements of
 * PGlite. Only the top-level session's: a transaction's session is another object, built by drizzle
 * for each transaction, whose prepared queries stay PGlite's unnamed `query` (a transaction's
 * prepared copy is built once per transaction anyway, lib/prepared.ts).
 */
export function prepareNamedStatements(db: Database, client: PGlite): void {
  const statements = new NamedStatements(client);
  // drizzle's PgliteSession keeps `name` nowhere: its prepared query reads `this.client` on each
  // call, which is where the named statement goes in.
  const session = (db as unknown as { session: PgliteSessionInternals }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest) as PglitePreparedQueryInternals;
    if (name) prepared.client = statements.clientFor(name);
    return prepared;
  };
}
