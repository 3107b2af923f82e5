/**
 * Shared test doubles for everything outside the machine: the three vendor APIs as real HTTP
 * servers on 127.0.0.1 (speaking the real protocols, recording every request), the subscription
 * CLI as a `claude` shell script to put first on PATH, and small recorders (sleep, command
 * runner) plus a full `Deps` for in-process tests.
 *
 * @example
 * await using vendor = await startFakeVendor("vendor-b");
 * const deps = fakeDeps({ env: vendor.env() });       // VENDORB_BASE_URL + VENDORB_API_KEY
 * // … run the code under test …
 * assert.equal(vendor.requests.length, 1);
 */
import { join } from "node:path";
import { type Config, loadConfig } from "../src/config/mod.ts";
import type { Deps } from "../src/deps.ts";
import { memoryOutput } from "../src/output.ts";
import { type CommandRunner, runCommand, type RunOptions, type RunResult } from "../src/process.ts";
import type { Sleep, VendorKind } from "../src/backends/types.ts";

// ---------------------------------------------------------------------------------------------
// Canned model answers

/** The two insights every fake answers with by default (what a model returns: no ids). */
export const FAKE_INSIGHTS = [
  {
    type: "bug",
    title: "Token refresh raced with logout",
    summary:
      "Logging out while a token refresh was in flight re-created the session. Root cause: " +
      "the refresh promise was not cancelled on logout. Fixed by aborting it in logout().",
    tags: ["auth", "race-condition"],
    file: "src/auth/session.ts",
  },
  {
    type: "decision",
    title: "Use SQLite FTS5 for search",
    summary: "Chose the built-in SQLite FTS5 over an external search service: no server to run, " +
      "good enough ranking with bm25, and the index can be rebuilt from the Markdown files.",
    tags: ["search", "sqlite"],
  },
] as const;

/** `FAKE_INSIGHTS` as the model text (a JSON array), the default answer of every fake. */
export const FAKE_INSIGHTS_TEXT: string = JSON.stringify(FAKE_INSIGHTS, null, 2);

// ---------------------------------------------------------------------------------------------
// Fake vendor APIs

/** Keys the fake vendors accept by default; recognisable so tests can assert they never leak. */
export const FAKE_KEYS = {
  "vendor-a": "sk-fake-vendor-a-0123456789abcdef",
  "vendor-b": "sk-fake-vendor-b-0123456789abcdef",
  "vendor-c": "nvapi-fake-vendor-c-0123456789abcdef",
} as const satisfies Record<VendorKind, string>;

/** One request the fake received (also the ones it refused). */
export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. `/v1/messages`. */
  path: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** The parsed JSON body (`undefined` when it was not JSON). */
  body: unknown;
}

/**
 * What the responder returns:
 * - `{ text }` — a successful answer whose model text is `text`, wrapped in the vendor's own
 *   response JSON (`content[]` for Vendor A, `choices[0].message` for B and C);
 * - `{ status, headers?, json? }` — any raw answer (errors, odd shapes), JSON-encoded;
 * - `{ status, headers?, body }` — a raw non-JSON body.
 */
export type FakeReply =
  | { text: string }
  | { status: number; headers?: Record<string, string>; json?: unknown }
  | { status: number; headers?: Record<string, string>; body: string };

/** Called for every authorised request on the right path; `n` counts from 1 over all requests. */
export type FakeResponder = (
  body: unknown,
  n: number,
  request: RecordedRequest,
) => FakeReply | Promise<FakeReply>;

export interface FakeVendorScript {
  /** Default: `{ text: FAKE_INSIGHTS_TEXT }` for every request. */
  respond?: FakeResponder;
  /** Wait this long before answering (to observe concurrency). */
  latencyMs?: number;
  /** The key the server accepts; default `FAKE_KEYS[kind]`. */
  apiKey?: string;
  /**
   * The address it listens on and its URL names; default `127.0.0.1`. This machine's own network
   * address (see `lanAddress`) is "another machine" to the rule of `src/transport.ts`.
   */
  hostname?: string;
}

/** The text of every message the fake vendors received (a string content, or its text blocks). */
export function sentTexts(requests: RecordedRequest[]): string[] {
  return requests.flatMap((r) => {
    const messages = (r.body as { messages?: Array<{ content?: unknown }> } | undefined)
      ?.messages ?? [];
    return messages.map((m) =>
      typeof m.content === "string"
        ? m.content
        : Array.isArray(m.content)
        ? m.content.map((b) => (typeof b?.text === "string" ? b.text : "")).join("\n")
        : ""
    );
  });
}

/** The blocks of the transcripts in `texts` sent in the human's voice (`[user]`), trimmed. */
export function userBlocks(texts: string[]): string[] {
  return texts.flatMap((t) =>
    t.split(/<transcript>\n|\n\n(?=\[(?:user|assistant|tool|generated)\]\n)/)
  )
    .filter((b) => b.startsWith("[user]\n"))
    .map((b) => b.slice("[user]\n".length).replace(/\n<\/transcript>[\s\S]*$/, "").trim());
}

/** This machine's first non-loopback IPv4 address, if it has one. */
export function lanAddress(): string | undefined {
  return Deno.networkInterfaces().find((i) => i.family === "IPv4" && !i.address.startsWith("127."))
    ?.address;
}

export interface FakeVendor extends AsyncDisposable {
  kind: VendorKind;
  /** Base URL for `VENDORx_BASE_URL`: no `/v1` for Vendor A, ending in `/v1` for B and C. */
  url: string;
  /** The accepted key. */
  apiKey: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Requests being answered right now, and the most seen at once. */
  readonly inFlight: number;
  readonly maxInFlight: number;
  /** `{VENDORx_BASE_URL, VENDORx_API_KEY}` for this fake, ready to spread into an env. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const VENDOR_PATHS = {
  "vendor-a": { prefix: "", path: "/v1/messages", variable: "VENDORA" },
  "vendor-b": { prefix: "/v1", path: "/v1/chat/completions", variable: "VENDORB" },
  "vendor-c": { prefix: "/v1", path: "/v1/chat/completions", variable: "VENDORC" },
} as const;

/**
 * Start a fake `kind` API on 127.0.0.1 (random port). It checks the path and the auth header
 * (`x-api-key` + `anthropic-version` for Vendor A, `Authorization: Bearer` for B and C) and
 * answers refusals the way the vendor does (404, 401, 400).
 */
export function startFakeVendor(
  kind: VendorKind,
  script: FakeVendorScript = {},
): Promise<FakeVendor> {
  const apiKey = script.apiKey ?? FAKE_KEYS[kind];
  const respond: FakeResponder = script.respond ?? (() => ({ text: FAKE_INSIGHTS_TEXT }));
  const { prefix, path: expectedPath, variable } = VENDOR_PATHS[kind];
  const requests: RecordedRequest[] = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const handler = async (req: Request): Promise<Response> => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const raw = await req.text();
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = {
        method: req.method,
        path: new URL(req.url).pathname,
        headers: Object.fromEntries(req.headers),
        body,
      };
      requests.push(recorded);
      const n = requests.length;
      if (script.latencyMs) await delay(script.latencyMs);
      if (req.method !== "POST" || recorded.path !== expectedPath) {
        return Response.json(vendorError(kind, "not_found_error", "Not found"), { status: 404 });
      }
      if (!authorised(kind, recorded.headers, apiKey)) {
        return Response.json(
          vendorError(kind, "authentication_error", "Invalid API key"),
          { status: 401 },
        );
      }
      if (kind === "vendor-a" && !recorded.headers["anthropic-version"]) {
        return Response.json(
          vendorError(kind, "invalid_request_error", "anthropic-version header is required"),
          { status: 400 },
        );
      }
      if (body === undefined) {
        return Response.json(vendorError(kind, "invalid_request_error", "Body is not JSON"), {
          status: 400,
        });
      }
      return toResponse(kind, await respond(body, n, recorded), body, n);
    } finally {
      inFlight--;
    }
  };

  const hostname = script.hostname ?? "127.0.0.1";
  const server = Deno.serve({ port: 0, hostname, onListen: () => {} }, handler);
  const url = `http://${hostname}:${server.addr.port}${prefix}`;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await server.shutdown();
  };
  return Promise.resolve({
    kind,
    url,
    apiKey,
    requests,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    env: () => ({ [`${variable}_BASE_URL`]: url, [`${variable}_API_KEY`]: apiKey }),
    close,
    [Symbol.asyncDispose]: close,
  });
}

/** A base URL on which nothing listens (a server was started there and shut down). */
export async function closedPortUrl(): Promise<string> {
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, () => {
    return new Response("");
  });
  const port = server.addr.port;
  await server.shutdown();
  return `http://127.0.0.1:${port}`;
}

function authorised(kind: VendorKind, headers: Record<string, string>, apiKey: string): boolean {
  if (kind === "vendor-a") return headers["x-api-key"] === apiKey;
  return headers["authorization"] === `Bearer ${apiKey}`;
}

function vendorError(kind: VendorKind, type: string, message: string): unknown {
  if (kind === "vendor-a") return { type: "error", error: { type, message } };
  return { error: { message, type, code: null } };
}

function toResponse(kind: VendorKind, reply: FakeReply, body: unknown, n: number): Response {
  if ("text" in reply) return Response.json(successJson(kind, reply.text, body, n));
  if ("body" in reply) {
    return new Response(reply.body, { status: reply.status, headers: reply.headers });
  }
  return new Response(reply.json === undefined ? null : JSON.stringify(reply.json), {
    status: reply.status,
    headers: { "content-type": "application/json", ...reply.headers },
  });
}

function successJson(kind: VendorKind, text: string, body: unknown, n: number): unknown {
  const model = typeof body === "object" && body !== null && "model" in body
    ? String(body.model)
    : "unknown";
  const usage = { input: 100, output: Math.ceil(text.length / 4) };
  if (kind === "vendor-a") {
    return {
      id: `msg_fake_${n}`,
      type: "message",
      role: "assistant",
      model,
      content: [{ type: "text", text }],
      stop_reason: "end_turn",
      stop_sequence: null,
      usage: { input_tokens: usage.input, output_tokens: usage.output },
    };
  }
  return {
    id: `chatcmpl-fake-${n}`,
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [{
      index: 0,
      message: { role: "assistant", content: text },
      finish_reason: "stop",
    }],
    usage: {
      prompt_tokens: usage.input,
      completion_tokens: usage.output,
      total_tokens: usage.input + usage.output,
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------
// Fake subscription CLI

export interface FakeClaudeOptions {
  /** What it prints on stdout; default `FAKE_INSIGHTS_TEXT`. */
  answer?: string;
  /** Per-call answers: call n (from 1) prints `answers[n-1]` when present, else `answer`. */
  answers?: string[];
  /** Exit code; default 0. */
  exitCode?: number;
  /** What it prints on stderr. */
  stderr?: string;
  /** Program name; default `claude` (match `CTX_CLI_BACKEND` when you change it). */
  name?: string;
  /**
   * The session flags its `--help` lists (default none, like an old CLI). Passed one it does not
   * list, it fails as Claude Code does: `error: unknown option '…'`, exit code 1.
   */
  flags?: ReadonlyArray<"--no-session-persistence" | "--session-id">;
  /**
   * Record each call as Claude Code does (unless told `--no-session-persistence`): the prompt in
   * `<CLAUDE_CONFIG_DIR or ~/.claude>/projects/<encoded real cwd>/<session id>.jsonl`, the id
   * from `--session-id` or a new one.
   */
  records?: boolean;
}

export interface FakeClaude {
  /** Put this first on PATH. */
  binDir: string;
  /** Absolute path of the script. */
  program: string;
  /** Arguments of the last call, one per line. Call n also writes `argv-<n>.log` beside it. */
  argvLog: string;
  /** Stdin of the last call. Call n also writes `stdin-<n>.log` beside it. */
  stdinLog: string;
  /** Working directory of the last call. */
  cwdLog: string;
  /** The environment of the last call (`NAME=value` lines, as `env` prints it). */
  envLog: string;
  /** The environment of the last call, as the CLI saw it. */
  env(): Promise<Record<string, string>>;
  /** Number of calls so far (`--help` is not one). */
  calls(): Promise<number>;
  /** Number of times `--help` was asked. */
  helps(): Promise<number>;
  /** Arguments of the last call. */
  argv(): Promise<string[]>;
}

/**
 * Write an executable `#!/bin/sh` script named `claude` into `<dir>/fake-cli-bin/` that records
 * its argv, stdin and cwd under `<dir>/fake-cli-logs/`, prints a canned answer and exits with
 * the given code. POSIX only (tests that need it are skipped on Windows).
 */
export async function writeFakeClaude(
  dir: string,
  opts: FakeClaudeOptions = {},
): Promise<FakeClaude> {
  const binDir = join(dir, "fake-cli-bin");
  const logDir = join(dir, "fake-cli-logs");
  await Deno.mkdir(binDir, { recursive: true });
  await Deno.mkdir(logDir, { recursive: true });
  // Answers live in files so no shell quoting can alter them.
  await Deno.writeTextFile(join(logDir, "answer.txt"), opts.answer ?? FAKE_INSIGHTS_TEXT);
  for (const [i, answer] of (opts.answers ?? []).entries()) {
    await Deno.writeTextFile(join(logDir, `answer-${i + 1}.txt`), answer);
  }
  await Deno.writeTextFile(join(logDir, "stderr.txt"), opts.stderr ?? "");
  await Deno.writeTextFile(join(logDir, "help.txt"), fakeHelp(opts.flags ?? []));
  const logs = shellQuote(logDir);
  const script = [
    "#!/bin/sh",
    `logs=${logs}`,
    // Exactly what ctx passed (`export -p` is a shell builtin: it needs no PATH).
    'export -p > "$logs/env.log"',
    // ctx passes the CLI only an allowlisted environment; the script's own tools are found here.
    'PATH="$PATH:/usr/local/bin:/usr/bin:/bin"',
    // `--help` is how ctx learns the flags: answered, not counted as a call.
    'if [ "$1" = "--help" ]; then echo help >> "$logs/help.log"; cat "$logs/help.txt"; exit 0; fi',
    'echo call >> "$logs/calls.log"',
    'n=$(wc -l < "$logs/calls.log" | tr -d " ")',
    ': > "$logs/argv-$n.log"',
    'for a in "$@"; do printf "%s\\n" "$a" >> "$logs/argv-$n.log"; done',
    'cp "$logs/argv-$n.log" "$logs/argv.log"',
    'pwd -P > "$logs/cwd.log"',
    'cat > "$logs/stdin-$n.log"',
    'cp "$logs/stdin-$n.log" "$logs/stdin.log"',
    ...sessionLines(opts.records === true),
    'if [ -f "$logs/answer-$n.txt" ]; then cat "$logs/answer-$n.txt"; else cat "$logs/answer.txt"; fi',
    'cat "$logs/stderr.txt" >&2',
    `exit ${opts.exitCode ?? 0}`,
    "",
  ].join("\n");
  const program = join(binDir, opts.name ?? "claude");
  await Deno.writeTextFile(program, script);
  await Deno.chmod(program, 0o755);
  const argvLog = join(logDir, "argv.log");
  return {
    binDir,
    program,
    argvLog,
    stdinLog: join(logDir, "stdin.log"),
    cwdLog: join(logDir, "cwd.log"),
    envLog: join(logDir, "env.log"),
    async env() {
      return parseExports(await Deno.readTextFile(join(logDir, "env.log")));
    },
    async calls() {
      const text = await Deno.readTextFile(join(logDir, "calls.log")).catch(() => "");
      return text.split("\n").filter(Boolean).length;
    },
    async helps() {
      const text = await Deno.readTextFile(join(logDir, "help.log")).catch(() => "");
      return text.split("\n").filter(Boolean).length;
    },
    async argv() {
      const text = await Deno.readTextFile(argvLog);
      return text.split("\n").slice(0, -1);
    },
  };
}

/** A `--help` in Claude Code's layout, listing `flags` among its options. */
function fakeHelp(flags: readonly string[]): string {
  const lines = [
    "Usage: claude [options] [command] [prompt]",
    "",
    "Options:",
    "  --model <model>                       Model for the current session",
    ...flags.map((f) =>
      f === "--session-id"
        ? "  --session-id <uuid>                   Use a specific session ID for the conversation"
        : "  --no-session-persistence              Disable session persistence (only works with --print)"
    ),
    "  -p, --print                           Print response and exit",
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * The fake's handling of the session flags (refused unless its help lists them), and with
 * `records`, its session file, written as Claude Code writes one.
 */
function sessionLines(records: boolean): string[] {
  const write = `const [stdin, out, id, cwd] = Deno.args;
const prompt = Deno.readTextFileSync(stdin).trim();
const lines = [
  { type: "queue-operation", operation: "enqueue", sessionId: id, content: prompt },
  { type: "user", message: { role: "user", content: prompt }, sessionId: id, cwd },
];
Deno.writeTextFileSync(out, lines.map((l) => JSON.stringify(l)).join("\\n") + "\\n");`;
  return [
    'persist=1; sid=""; prev=""',
    'for a in "$@"; do',
    '  case "$a" in --no-session-persistence|--session-id)',
    '    if ! grep -q -e "$a" "$logs/help.txt"; then echo "error: unknown option \'$a\'" >&2; exit 1; fi;;',
    "  esac",
    '  if [ "$a" = --no-session-persistence ]; then persist=0; fi',
    '  if [ "$prev" = --session-id ]; then sid="$a"; fi',
    '  prev="$a"',
    "done",
    ...(records
      ? [
        'if [ "$persist" = 1 ]; then',
        '  dir="${CLAUDE_CONFIG_DIR:-$HOME/.claude}/projects/$(pwd -P | sed "s/[^a-zA-Z0-9]/-/g")"',
        '  [ -n "$sid" ] || sid=$(cat /proc/sys/kernel/random/uuid)',
        '  mkdir -p "$dir"',
        `  ${shellQuote(Deno.execPath())} eval --quiet ${
          shellQuote(write)
        } "$logs/stdin-$n.log" "$dir/$sid.jsonl" "$sid" "$(pwd -P)"`,
        "fi",
      ]
      : []),
  ];
}

/**
 * Parse what `export -p` printed (`export NAME='value'` in dash, `declare -x NAME="value"` in
 * bash) into names and values.
 */
function parseExports(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  const re =
    /^(?:export|declare -x) ([A-Za-z_][A-Za-z0-9_]*)(?:=('(?:[^']|'\\'')*'|"(?:[^"\\]|\\.)*"|\S*))?$/gm;
  for (const m of text.matchAll(re)) {
    const raw = m[2] ?? "";
    env[m[1]!] = raw.startsWith("'")
      ? raw.slice(1, -1).replaceAll("'\\''", "'")
      : raw.startsWith('"')
      ? raw.slice(1, -1).replace(/\\(.)/g, "$1")
      : raw;
  }
  return env;
}

function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

// ---------------------------------------------------------------------------------------------
// Recorders and a full Deps

/** A sleep that returns at once and records the requested milliseconds. */
export function recordingSleep(): { sleep: Sleep; calls: number[] } {
  const calls: number[] = [];
  return {
    calls,
    sleep: (ms) => {
      calls.push(ms);
      return Promise.resolve();
    },
  };
}

export interface RecordedRun {
  command: string;
  args: string[];
  options: RunOptions;
}

/**
 * A CommandRunner that records each call and answers with `reply` (a result, or a function of
 * the call). Use it to assert exact argv and stdin without spawning anything.
 */
export function recordingRunner(
  reply: Partial<RunResult> | ((call: RecordedRun) => Partial<RunResult>) = {},
): { run: CommandRunner; calls: RecordedRun[] } {
  const calls: RecordedRun[] = [];
  const run: CommandRunner = (command, args, options = {}) => {
    const call = { command, args, options };
    calls.push(call);
    const partial = typeof reply === "function" ? reply(call) : reply;
    return Promise.resolve({ code: 0, stdout: "", stderr: "", timedOut: false, ...partial });
  };
  return { run, calls };
}

export interface FakeDepsOptions {
  /** Environment for `loadConfig`; `HOME` is required (use a temp dir), `CTX_HOME` advised. */
  env: Record<string, string>;
  os?: Config["os"];
  cwd?: string;
  fetch?: typeof fetch;
  run?: CommandRunner;
  signal?: AbortSignal;
  now?: () => Date;
  stdin?: string;
}

/**
 * A full `Deps` for in-process tests: config from `env` only (nothing from the real
 * environment), output captured in memory, the real `fetch` and `runCommand` unless replaced,
 * a fixed clock, and an instant `sleep` whose calls are recorded.
 */
export function fakeDeps(options: FakeDepsOptions): Deps & {
  output: ReturnType<typeof memoryOutput>;
  sleep: Sleep;
  sleeps: number[];
} {
  const config = loadConfig(options.env, { os: options.os ?? "linux" });
  const { sleep, calls } = recordingSleep();
  return {
    config,
    cwd: options.cwd ?? config.home,
    output: memoryOutput(),
    fetch: options.fetch ?? fetch,
    now: options.now ?? (() => new Date("2025-01-15T12:00:00Z")),
    run: options.run ?? runCommand,
    self: { command: Deno.execPath(), args: ["run", "-A", "main.ts"] },
    signal: options.signal ?? new AbortController().signal,
    host: Deno.hostname(),
    pid: Deno.pid,
    readStdin: () => Promise.resolve(options.stdin ?? ""),
    sleep,
    sleeps: calls,
  };
}
