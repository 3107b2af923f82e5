/**
 * PostgreSQL for the team server, through the `postgres` package (porsager/postgres): a pool of
 * connections per process. Loaded with `await import` only when `ctx serve` is given a
 * `postgres://` URL, so the SQLite-only server (and every other command) never loads it.
 */
import postgres from "postgres";
import { StoreError } from "../errors.ts";
import { numberedPlaceholders, type Row, shownDatabase, type Sql, type SqlValue } from "./_sql.ts";

type Client = postgres.Sql | postgres.TransactionSql;

/** Connections per process; a push holds one for its transaction. */
const POOL_SIZE = 10;
/** Attempts of a transaction that PostgreSQL aborted to break a deadlock or a serialization. */
const TRANSACTION_ATTEMPTS = 5;

export interface PostgresOptions {
  /** Connections at most (default 10). */
  max?: number;
}

/** Connect to `url` and check that the server answers (a clear error naming it when not). */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Sql> {
  const client = postgres(url.trim(), {
    max: options.max ?? POOL_SIZE,
    onnotice: () => {},
    // Our SQL is fixed text with parameters: prepared once per connection.
    prepare: true,
    connect_timeout: 10,
    idle_timeout: 60,
    connection: { application_name: "ctx serve" },
    // Counts and sequences are int8: as numbers (they stay far below 2^53).
    types: {
      bigint: {
        to: 20,
        from: [20],
        serialize: (value: number) => String(value),
        parse: (value: string) => Number(value),
      },
    },
  });
  const sql = new PostgresSql(client);
  try {
    await sql.all("SELECT 1 AS ok");
  } catch (error) {
    await client.end({ timeout: 1 }).catch(() => {});
    throw connectionError(url, error);
  }
  return sql;
}

class PostgresSql implements Sql {
  readonly dialect = "postgres" as const;
  readonly #client: Client;
  readonly #root: boolean;

  constructor(client: Client, root = true) {
    this.#client = client;
    this.#root = root;
  }

  async all(text: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    const rows = await this.#client.unsafe(numberedPlaceholders(text), params as SqlValue[]);
    return [...rows] as Row[];
  }

  async run(text: string, params: readonly SqlValue[] = []): Promise<number> {
    const result = await this.#client.unsafe(numberedPlaceholders(text), params as SqlValue[]);
    return result.count;
  }

  async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    if (!this.#root) return fn(this);
    const root = this.#client as postgres.Sql;
    for (let attempt = 1;; attempt++) {
      try {
        return await root.begin((tx) => fn(new PostgresSql(tx, false))) as T;
      } catch (error) {
        // 40P01 deadlock_detected, 40001 serialization_failure: nothing was kept; try again.
        const code = (error as { code?: unknown }).code;
        if ((code !== "40P01" && code !== "40001") || attempt >= TRANSACTION_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
      }
    }
  }

  async close(): Promise<void> {
    if (this.#root) await (this.#client as postgres.Sql).end({ timeout: 5 });
  }
}

/** A failed connection as a `StoreError` naming the server, never its password. */
function connectionError(url: string, error: unknown): StoreError {
  const code = String((error as { code?: unknown }).code ?? "");
  const raw = error instanceof Error ? error.message : String(error);
  // The driver's messages name the host and port; strip anything that looks like the URL.
  const reason = raw.replace(/postgres(ql)?:\/\/\S*/gi, "postgres://…").slice(0, 300);
  return new StoreError(`Cannot connect to the team database "${shownDatabase(url)}": ${reason}`, {
    cause: error,
    hint: code === "28P01" || /password/i.test(reason)
      ? "check the user and password in the URL (CTX_SERVE_DB keeps it out of the process list)"
      : code === "3D000"
      ? "create the database first (createdb NAME), or point the URL at an existing one"
      : "check that PostgreSQL is running and reachable at that address",
  });
}
