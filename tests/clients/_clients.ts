/**
 * The real MCP clients (Claude Code, Gemini CLI, Codex, OpenCode, GitHub Copilot CLI, Qwen Code)
 * the tests in this folder run, installed pinned from npm into `.ci/clients/` by `deno task test`
 * (`scripts/test_clients.ts`), and a scene for them: a temporary HOME with a per-user ctx store
 * holding one insight, and the environment every program gets (nothing inherited: no real HOME,
 * key or config can leak in).
 */
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import type { FakeModel, FakeModelScript } from "./_fake_model.ts";
import { REPO_ROOT, runCtx, tempDir } from "../_helpers.ts";
import { addSession, userStore } from "../mcp/_fixtures.ts";

export const CLIENTS_DIR = join(REPO_ROOT, ".ci", "clients");

const PACKAGES = {
  claude: "@anthropic-ai/claude-code",
  gemini: "@google/gemini-cli",
  codex: "@openai/codex",
  opencode: "opencode-ai",
  copilot: "@github/copilot",
  qwen: "@qwen-code/qwen-code",
} as const;

export type ClientName = keyof typeof PACKAGES;

/** The pinned version of a client (from `.ci/clients/package.json`). */
export function pinnedVersion(name: ClientName): string {
  const manifest = JSON.parse(Deno.readTextFileSync(join(CLIENTS_DIR, "package.json")));
  return manifest.dependencies[PACKAGES[name]];
}

/**
 * The client's program; throws a clear error when it is not installed (or not the pinned
 * version), naming the command that installs it.
 */
export function clientBin(name: ClientName): string {
  const bin = join(CLIENTS_DIR, "node_modules", ".bin", name);
  const want = pinnedVersion(name);
  let have: string | undefined;
  try {
    const manifest = join(
      CLIENTS_DIR,
      "node_modules",
      ...PACKAGES[name].split("/"),
      "package.json",
    );
    have = JSON.parse(Deno.readTextFileSync(manifest)).version;
    Deno.statSync(bin);
  } catch {
    have = undefined;
  }
  if (have !== want) {
    throw new Error(
      `Cannot run the real client: "${PACKAGES[name]}@${want}" is not installed in ` +
        `"${CLIENTS_DIR}"${have ? ` (found ${have})` : ""}\n` +
        "hint: install the pinned clients with npm install --no-save --prefix .ci/clients (deno task test does)",
    );
  }
  return bin;
}

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Run a client program with exactly `env`, in `cwd`, with `stdin` as its input (else stdin
 * closed); killed after `timeoutMs`.
 */
export async function runClient(
  name: ClientName,
  args: string[],
  options: { env: Record<string, string>; cwd: string; timeoutMs?: number; stdin?: string },
): Promise<Run> {
  const child = new Deno.Command(clientBin(name), {
    args,
    env: options.env,
    clearEnv: true,
    cwd: options.cwd,
    stdin: options.stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
    signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
  }).spawn();
  if (options.stdin !== undefined) {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(options.stdin));
    await writer.close();
  }
  const out = await child.output();
  return {
    code: out.code,
    stdout: new TextDecoder().decode(out.stdout),
    stderr: new TextDecoder().decode(out.stderr),
  };
}

/** The insight every scene's store holds, and what `search_context` must bring back. */
export const INSIGHT_TITLE = "Token refresh raced with logout";

/** The question of the end-to-end runs, and the fake model's answer: call `search_context`. */
export const PROMPT = "What do we know about token refresh?";
export const SEARCH: FakeModelScript = {
  tool: "search_context",
  args: { query: "token refresh" },
  finalText: "Done.",
};

/**
 * A client's one-shot run (`ask`) against the fake model playing `SEARCH` ended well: the model
 * called ctx's `search_context` once, under the client's name for it (`tool`), ctx's answer held
 * the scene's insight, and the client printed the model's last answer.
 */
export function assertSearched(ask: Run, model: FakeModel, tool: string): void {
  assert.equal(ask.code, 0, ask.stderr);
  assert.equal(ask.stdout.trim(), SEARCH.finalText);
  assert.deepEqual(model.toolCalls, [tool]);
  assert.ok(model.toolResults[0]?.includes(INSIGHT_TITLE), model.toolResults[0]);
}

export interface Scene extends AsyncDisposable {
  home: string;
  ctxHome: string;
  /** A project folder (no git), the working directory of the clients. */
  project: string;
  /** The environment of every program in the scene (ctx and the clients). */
  env: Record<string, string>;
  /** `ctx <args>` from the bundle, so the clients start `deno run -A dist/ctx.js mcp`. */
  ctx(args: string[], extra?: Record<string, string>): Promise<Run>;
}

/**
 * A temporary HOME outside the repository with one insight in the per-user store of another
 * project (`search_context` searches every project). Its PATH has the client programs, Deno and
 * the system; `CTX_HOME` is not the default, so a ctx started without it finds nothing.
 */
export async function scene(extraEnv: Record<string, string> = {}): Promise<Scene> {
  const dir = await tempDir("ctx-clients-");
  const home = join(dir.path, "home");
  const ctxHome = join(dir.path, "ctx-data");
  const project = join(home, "src", "shop");
  await Deno.mkdir(project, { recursive: true });
  await addSession(userStore(ctxHome, "auth-service-0a1b2c3d"), "sess-1", [{
    title: INSIGHT_TITLE,
    summary: "Logging out during a token refresh re-created the session: abort the refresh.",
    tags: ["auth"],
  }]);
  const env: Record<string, string> = {
    HOME: home,
    CTX_HOME: ctxHome,
    CTX_KEYCHAIN: "off",
    NO_COLOR: "1",
    TZ: "UTC",
    LANG: "C.UTF-8",
    PATH: [
      join(CLIENTS_DIR, "node_modules", ".bin"),
      dirname(Deno.execPath()),
      "/usr/local/bin",
      "/usr/bin",
      "/bin",
    ].join(":"),
    ...extraEnv,
  };
  return {
    home,
    ctxHome,
    project,
    env,
    async ctx(args, extra = {}) {
      return await runCtx(args, { env: { ...env, ...extra }, cwd: project, bundle: true });
    },
    [Symbol.asyncDispose]: dir[Symbol.asyncDispose],
  };
}

/**
 * A `name` script in a folder of its own that appends its command line (NUL-separated, one run a
 * line) to a log and runs the real client: put the folder first on PATH to see what ctx runs.
 */
export async function recordingShim(
  home: string,
  name: ClientName,
): Promise<{ dir: string; argv(): Promise<string> }> {
  const dir = join(home, "shim-bin");
  const log = join(home, `${name}-argv.log`);
  await Deno.mkdir(dir, { recursive: true });
  const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
  await Deno.writeTextFile(
    join(dir, name),
    `#!/bin/sh\nprintf '%s\\0' "$@" >> ${quote(log)}\necho >> ${quote(log)}\n` +
      `exec ${quote(clientBin(name))} "$@"\n`,
    { mode: 0o755 },
  );
  return { dir, argv: () => Deno.readTextFile(log).catch(() => "") };
}

/**
 * The top of a Codex `config.toml` that sends Codex to the fake model service at `url` (the
 * Responses API, no retries), with its key in `CODEX_FAKE_KEY`.
 */
export function codexProvider(url: string): string {
  return `model = "gpt-fake"
model_provider = "fake"
approval_policy = "never"
# Codex >= 0.147 drops an optional MCP server still starting after 1 s from the first turn; on a
# loaded machine ctx (deno run) can take longer, so wait for its startup_timeout_sec as a user
# would be told to in the README's troubleshooting.
mcp_optional_startup_grace_ms = 0

[model_providers.fake]
name = "fake"
base_url = "${url}/v1"
wire_api = "responses"
env_key = "CODEX_FAKE_KEY"
request_max_retries = 0
stream_max_retries = 0
`;
}
