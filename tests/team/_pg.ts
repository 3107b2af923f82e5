/**
 * The PostgreSQL half of the team server tests: a throwaway database per test on the cluster
 * named by `CTX_TEST_PG_URL` (`.ci/run` starts one with `.ci/pg`; locally:
 * `export CTX_TEST_PG_URL=$(.ci/pg start /tmp/ctx-pg)`). Without it the PostgreSQL tests are
 * skipped with a note saying so, except in CI, where they run (and fail plainly).
 */
import postgres from "postgres";
import { TeamStore } from "../../src/team/_storage.ts";

export const PG_URL: string | undefined = Deno.env.get("CTX_TEST_PG_URL") || undefined;

/** True when the PostgreSQL tests cannot run here (never in CI: there they must run). */
export const NO_PG: boolean = PG_URL === undefined && Deno.env.get("CI") !== "true";

if (NO_PG) {
  console.error(
    "note: the PostgreSQL team server tests are skipped: CTX_TEST_PG_URL is not set " +
      "(start a throwaway cluster with .ci/pg start DIR, and export the URL it prints)",
  );
}

/** A database of its own on the test cluster, dropped at the end of the scope. */
export interface TestDatabase extends AsyncDisposable {
  url: string;
}

export async function freshDatabase(): Promise<TestDatabase> {
  if (PG_URL === undefined) {
    throw new Error(
      "CTX_TEST_PG_URL is not set: .ci/run starts a PostgreSQL cluster for these tests",
    );
  }
  const name = `ctx_test_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async [Symbol.asyncDispose]() {
      const admin = postgres(PG_URL!, { max: 1, onnotice: () => {} });
      try {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** One kind of storage, opened fresh for each test. */
export interface StorageKind {
  name: "sqlite" | "postgres";
  ignore: boolean;
  /** A new, empty, migrated storage; `url` opens more connections to the same database. */
  open(dir: string): Promise<{ storage: TeamStore; url: string } & AsyncDisposable>;
}

export const STORAGES: StorageKind[] = [
  {
    name: "sqlite",
    ignore: false,
    async open(dir) {
      const url = `${dir}/team-server.sqlite`;
      const storage = await TeamStore.open(url);
      return {
        storage,
        url,
        async [Symbol.asyncDispose]() {
          await storage.close();
        },
      };
    },
  },
  {
    name: "postgres",
    ignore: NO_PG,
    async open() {
      const db = await freshDatabase();
      const storage = await TeamStore.open(db.url);
      return {
        storage,
        url: db.url,
        async [Symbol.asyncDispose]() {
          await storage.close();
          await db[Symbol.asyncDispose]();
        },
      };
    },
  },
];
