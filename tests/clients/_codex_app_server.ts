/**
 * The real Codex app-server (`codex app-server`, JSON-RPC over stdio, one JSON object a line),
 * for what only its protocol offers: listing the hooks Codex found (`hooks/list`) and trusting
 * them the way Codex's own TUI does when the user picks "Trust" in `/hooks` (a
 * `config/batchWrite` of `hooks.state.<key>.trusted_hash = <currentHash>`, both values as Codex
 * computed them; codex-rs/tui `hooks_rpc::write_hook_trusts`).
 */
import { clientBin } from "./_clients.ts";

export interface CodexHook {
  key: string;
  eventName: string;
  command?: string;
  timeoutSec: number;
  source: string;
  sourcePath: string;
  currentHash: string;
  trustStatus: "managed" | "untrusted" | "trusted" | "modified";
}

export interface HooksList {
  hooks: CodexHook[];
  warnings: string[];
  errors: Array<{ path: string; message: string }>;
}

export interface CodexAppServer extends AsyncDisposable {
  /** The hooks Codex finds for a session in `cwd`, with their trust state. */
  hooksList(cwd: string): Promise<HooksList>;
  /** Trust these hooks as they are now (what the TUI's "Trust" writes). */
  trust(hooks: CodexHook[]): Promise<void>;
}

/** Start the app-server with exactly `env` in `cwd` and initialize the session. */
export async function codexAppServer(
  env: Record<string, string>,
  cwd: string,
): Promise<CodexAppServer> {
  const child = new Deno.Command(clientBin("codex"), {
    args: ["app-server"],
    env,
    clearEnv: true,
    cwd,
    stdin: "piped",
    stdout: "piped",
    stderr: "null",
    signal: AbortSignal.timeout(60_000),
  }).spawn();
  const writer = child.stdin.getWriter();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let next = 1;

  const send = (message: unknown) =>
    writer.write(new TextEncoder().encode(`${JSON.stringify(message)}\n`));
  // The answer to request `id`; notifications in between are skipped.
  const answer = async (id: number): Promise<Record<string, unknown>> => {
    for (;;) {
      const nl = buffer.indexOf("\n");
      if (nl >= 0) {
        const message = JSON.parse(buffer.slice(0, nl));
        buffer = buffer.slice(nl + 1);
        if (message.id !== id) continue;
        if (message.error) throw new Error(`codex app-server: ${JSON.stringify(message.error)}`);
        return message.result;
      }
      const read = await reader.read();
      if (read.done) throw new Error("codex app-server closed its output");
      buffer += read.value;
    }
  };
  const request = async (method: string, params: unknown) => {
    const id = next++;
    await send({ id, method, params });
    return await answer(id);
  };

  await request("initialize", { clientInfo: { name: "ctx-tests", version: "1" } });
  await send({ method: "initialized" });
  return {
    async hooksList(dir) {
      const result = await request("hooks/list", { cwds: [dir] });
      const entry = (result.data as HooksList[])[0]!;
      return { hooks: entry.hooks, warnings: entry.warnings, errors: entry.errors };
    },
    async trust(hooks) {
      const state = Object.fromEntries(hooks.map((h) => [h.key, { trusted_hash: h.currentHash }]));
      await request("config/batchWrite", {
        edits: [{ keyPath: "hooks.state", value: state, mergeStrategy: "upsert" }],
      });
    },
    async [Symbol.asyncDispose]() {
      await writer.close().catch(() => {});
      await reader.cancel().catch(() => {});
      await child.status;
    },
  };
}
