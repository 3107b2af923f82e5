/**
 * End-to-end: a transcript that carries terminal escape sequences (OSC title and clipboard, CSI
 * screen clear, DCS, 8-bit C1 forms) and bidi overrides in its prompt, session id and working
 * directory, and a model that writes them into titles and tags. Nothing ctx prints about it, on
 * stdout or stderr, text or `--json`, and nothing its MCP tools answer, carries one of them.
 * `ctx redact` alone gives its input back byte for byte.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { type CtxRun, runCtx, type RunCtxOptions, spawnCtx, tempDir } from "../_helpers.ts";
import { FAKE_INSIGHTS, startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { startServer } from "../mcp/_client.ts";

/** What a hostile transcript plants: each would act on a terminal, or disguise text. */
const HOSTILE = "\x1b]0;pwned\x07\x1b]52;c;ZXZpbA==\x07\x1b[2J\x1b[31m\x9b2J\x9d0;t\x9c" +
  "\x1bP+q544e\x1b\\\u202e\u2066\x08\x7f\x85";
/** What the clipboard write would have put there: gone with its sequence. */
const CLIPBOARD = "ZXZpbA==";

/** Any character that must never reach a terminal: C0 but newline and tab, DEL, C1, bidi. */
// deno-lint-ignore no-control-regex -- matching control characters is the point
const UNSAFE = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

function assertPrintsNoControl(run: CtxRun, what: string): void {
  for (const [stream, text] of [["stdout", run.stdout], ["stderr", run.stderr]] as const) {
    const at = text.search(UNSAFE);
    assert.equal(
      at,
      -1,
      `${what}: ${stream} carries ${JSON.stringify(text.slice(at, at + 12))} in:\n${text}`,
    );
    assert.ok(!text.includes(CLIPBOARD), `${what}: ${stream} shows the clipboard payload`);
  }
}

/** Every string (and key) of a parsed JSON value that carries an unsafe character. */
function unsafeStrings(value: unknown): string[] {
  if (typeof value === "string") return UNSAFE.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(unsafeStrings);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(UNSAFE.test(k) ? [k] : []),
      ...unsafeStrings(v),
    ]);
  }
  return [];
}

/** `--json` output: it parses, and no string in it carries an unsafe character. */
function parseCleanJson(run: CtxRun, what: string): Record<string, unknown> {
  const parsed = JSON.parse(run.stdout) as Record<string, unknown>;
  assert.deepEqual(unsafeStrings(parsed), [], `${what}: JSON strings carry controls`);
  assertPrintsNoControl({ ...run, stdout: "" }, what);
  return parsed;
}

interface World extends AsyncDisposable {
  home: string;
  project: string;
  env: Record<string, string>;
}

/**
 * A project with three Claude Code sessions: one with a hostile prompt and session id, one
 * recorded in a repository of its own inside the project whose folder name is hostile (ctx
 * names it in a warning), and one the model refuses with a hostile error message.
 */
async function world(): Promise<World> {
  const dir = await tempDir("ctx-e2e-tty-");
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  const inner = join(project, `lib${HOSTILE}`);
  await Deno.mkdir(join(inner, ".git"), { recursive: true });
  await writeClaudeSession(home, {
    sessionId: `s1${HOSTILE}`,
    cwd: project,
    prompt: `Fix the build ${HOSTILE} now, the login page shows nothing`,
  });
  await writeClaudeSession(home, { sessionId: "s2", cwd: inner, prompt: "Inner repo work" });
  await writeClaudeSession(home, {
    sessionId: "s3",
    cwd: project,
    prompt: "REFUSE-ME: why does the cache miss?",
  });
  return {
    home,
    project,
    env: { HOME: home, CTX_HOME: join(dir.path, "ctx-home"), CTX_KEYCHAIN: "off" },
    [Symbol.asyncDispose]: () => dir[Symbol.asyncDispose](),
  };
}

/** A model that writes the hostile text into a title, a tag and a file, or refuses with it. */
function hostileModel() {
  return startFakeVendor("vendor-a", {
    respond: (body) => {
      if (JSON.stringify(body).includes("REFUSE-ME")) {
        return {
          status: 400,
          json: {
            type: "error",
            error: { type: "invalid_request_error", message: `Refused ${HOSTILE} here` },
          },
        };
      }
      const [first, second] = FAKE_INSIGHTS;
      return {
        text: JSON.stringify([
          { ...first, title: `Login ${HOSTILE} page blank`, tags: [`ui${HOSTILE}`] },
          { ...second, file: `src/${HOSTILE}search.ts` },
        ]),
      };
    },
  });
}

function suite(bundle: boolean) {
  const test = (name: string, fn: () => Promise<void>) =>
    Deno.test(bundle ? `${name} (bundle)` : name, fn);
  const ctx = (args: string[], options: RunCtxOptions) => runCtx(args, { ...options, bundle });

  test("ctx prints no terminal control from a hostile transcript: init --dry-run, init, search, status, text and --json", async () => {
    await using w = await world();
    await using vendor = await hostileModel();
    const opts = { env: { ...w.env, ...vendor.env() }, cwd: w.project };

    const dry = await ctx(["init", "claude-code", "--local", "--dry-run"], opts);
    assert.equal(dry.code, 0, dry.stderr);
    assertPrintsNoControl(dry, "init --dry-run");
    assert.match(dry.stdout, /Fix the build +now, the login page shows nothing/);
    assert.match(dry.stdout, /=== claude-code session s1: send/);
    assert.match(
      dry.stdout,
      /claude-code session s2: other project \(belongs to the project \S+\/lib\)/,
    );
    assert.match(dry.stderr, /warning: Skipped 1 session of the project "\S+\/shop\/lib"/);

    const dryJson = await ctx(["init", "claude-code", "--local", "--dry-run", "--json"], opts);
    assert.equal(dryJson.code, 0, dryJson.stderr);
    const plan = parseCleanJson(dryJson, "init --dry-run --json");
    assert.equal((plan.dryRun as unknown[]).length, 3);

    const init = await ctx(["init", "claude-code", "--local"], opts);
    assert.equal(init.code, 1, `one session is refused by the model:\n${init.stderr}`);
    assertPrintsNoControl(init, "init");
    assert.match(init.stdout, /Distilled: 1\n/);
    assert.match(init.stdout, /claude-code s3: Vendor A API answered HTTP 400: Refused +here\n/);
    assert.equal(vendor.requests.length, 2);

    const search = await ctx(["search", "login"], opts);
    assert.equal(search.code, 0, search.stderr);
    assertPrintsNoControl(search, "search");
    assert.match(search.stdout, /Login +page blank/);
    const searchJson = await ctx(["search", "login", "--json"], opts);
    const found = parseCleanJson(searchJson, "search --json");
    assert.match(JSON.stringify(found.hits), /Login +page blank/);

    const status = await ctx(["status"], opts);
    assert.equal(status.code, 0, status.stderr);
    assertPrintsNoControl(status, "status");
    assert.match(status.stdout, /answered HTTP 400: Refused +here/);
    parseCleanJson(await ctx(["status", "--json"], opts), "status --json");
  });

  test("ctx redact gives its input back byte for byte, control characters and all", async () => {
    await using dir = await tempDir();
    const token = `ghp_${"a1B2".repeat(9)}`;
    const text = `\ufeffline ${HOSTILE}\r\n\tünïcödé ✓ token=${token}\n\n` +
      `last line without a newline ${HOSTILE}`;
    const child = spawnCtx(["redact"], {
      env: { HOME: dir.path, CTX_HOME: join(dir.path, "ctx") },
      stdin: "",
      bundle,
    });
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(text));
    await writer.close();
    const out = await child.output();
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
    // Compared as bytes: a decoder would drop the byte-order mark.
    assert.deepEqual(out.stdout, new TextEncoder().encode(text.replace(token, "[REDACTED]")));
  });
}

suite(false);
suite(true);

Deno.test("MCP tool results carry no terminal control from a hostile transcript", async () => {
  await using w = await world();
  await using vendor = await hostileModel();
  const opts = { env: { ...w.env, ...vendor.env() }, cwd: w.project };
  const init = await runCtx(["init", "claude-code", "--local"], opts);
  assert.equal(init.code, 1, init.stderr);
  await using server = await startServer({
    home: w.env.HOME!,
    ctxHome: w.env.CTX_HOME!,
    cwd: w.project,
    env: vendor.env(),
  });
  const calls = [
    { name: "search_context", arguments: { query: "login" } },
    { name: "fetch_project_context", arguments: {} },
    { name: "list_context_projects", arguments: {} },
    // An error result quotes the argument back: cleaned too.
    { name: "fetch_project_context", arguments: { project_path: `/nowhere${HOSTILE}` } },
  ];
  const results: unknown[] = [];
  for (const call of calls) results.push(await server.client.callTool(call));
  const search = results[0] as { structuredContent: { hits: Array<{ id: string }> } };
  assert.equal(search.structuredContent.hits.length, 1);
  const ids = search.structuredContent.hits.map((h) => h.id);
  results.push(await server.client.callTool({ name: "get_project_context", arguments: { ids } }));
  assert.equal((results[3] as { isError?: boolean }).isError, true);
  assert.deepEqual(unsafeStrings(results), []);
  assert.match(JSON.stringify(results[0]), /Login +page blank/);
  assert.match(JSON.stringify(results[4]), /Login +page blank/);
});
