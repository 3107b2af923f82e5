/**
 * The real `ctx serve` as a child process on 127.0.0.1 (`--port 0`), on the database that
 * `CTX_SERVE_DB` names in `env` (a SQLite file or `postgres://…`).
 */
import assert from "node:assert/strict";
import { spawnCtx } from "../_helpers.ts";

export interface RunningServe {
  url: string;
  /** The database as the start-up line shows it (a password never shows). */
  shown: string;
  stop(): Promise<void>;
}

/** A `ctx serve` process on `--port 0`; resolves with its URL once it listens. */
export async function startServe(
  env: Record<string, string>,
  bundle = false,
): Promise<RunningServe> {
  const child = spawnCtx(["serve", "--port", "0", "--quiet"], { env, bundle });
  const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let seen = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`ctx serve stopped before listening:\n${seen}`);
    seen += value;
    const url = /listening on (http:\/\/[^ ]+) \(database "([^"]*)"\)/.exec(seen);
    if (url) {
      // The password never shows, even in the start-up line.
      assert.doesNotMatch(seen, /s3cret/);
      // Keep draining stderr so the child never blocks on a full pipe.
      (async () => {
        while (!(await reader.read()).done);
      })().catch(() => {});
      return {
        url: url[1]!,
        shown: url[2]!,
        async stop() {
          child.kill("SIGTERM");
          await child.status;
          await child.stdout.cancel().catch(() => {});
        },
      };
    }
  }
}

/** The environment of `ctx serve` and its admin commands on `db`. */
export function serveEnv(home: string, db: string): Record<string, string> {
  return { HOME: home, CTX_HOME: `${home}/ctx-home`, CTX_KEYCHAIN: "off", CTX_SERVE_DB: db };
}
