/**
 * End to end, the redaction promise: a Claude Code session carrying secrets the way they appear
 * in real sessions (command lines, client files, headers, encoded and glued tokens; see
 * tests/redact/_corpus.ts) in the user's text and in a failed tool's error excerpt. The real CLI
 * distills it against a recording fake vendor whose model echoes the secrets back; neither the
 * requests the vendor received, nor the `.ctx/` summary, nor `ctx push --dry-run` contain any.
 * Assertions count leaks and name cases, never print a secret.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { runCtx, tempDir } from "../_helpers.ts";
import { startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";
import { readStore, writeSummary } from "../../src/store/files.ts";
import { R, SECRET_CASES, type SecretCase, writeCase } from "../redact/_corpus.ts";

/** The labels of the cases in the failed tool's output (the rest are in the user's text). */
const IN_ERROR = ["PGPASSWORD before psql", "mysql -p glued", "docker login -p", "ctx team key"];

const inError = SECRET_CASES.filter((c) => IN_ERROR.includes(c.label));
const inPrompt = SECRET_CASES.filter((c) => !IN_ERROR.includes(c.label));

/** Each case written plain, plus the encoded and glued forms that text can carry. */
function userText(): string {
  const lines: string[] = ["The deploy broke after I pasted my configs; here is everything:"];
  for (const c of inPrompt) {
    for (const w of writeCase(c)) if (w.form !== "json2") lines.push(w.input);
  }
  return lines.join("\n");
}

function errorText(): string {
  return inError.map((c) => `Error: command failed: ${c.before}${c.secret}${c.after}`).join("\n");
}

/** How each secret can appear in a JSON document: as it is, and JSON-escaped. */
function leaks(haystack: string, cases: SecretCase[]): string[] {
  return cases.filter((c) => {
    const escaped = JSON.stringify(c.secret).slice(1, -1);
    return haystack.includes(c.secret) || haystack.includes(escaped);
  }).map((c) => c.label);
}

/** Fails naming the cases (never the secrets) found in `haystack`. */
function assertNoLeak(haystack: string, where: string): void {
  const found = leaks(haystack, SECRET_CASES);
  assert.equal(found.length, 0, `${found.length} secrets in ${where}: ${found.join(", ")}`);
}

/** A model that repeats the secrets it was given (it saw none: it quotes the originals). */
function echoingInsights(): string {
  const echoed = SECRET_CASES.filter((c) => c.secret.length < 300);
  const insights = [];
  for (let i = 0; i < echoed.length; i += 8) {
    const chunk = echoed.slice(i, i + 8);
    insights.push({
      type: "gotcha",
      title: `Secrets pasted in the session, part ${i / 8 + 1}`,
      summary: chunk.map((c) => c.before + c.secret + c.after).join(" ; ").slice(0, 1200),
      tags: ["secrets"],
      file: "config/.env",
    });
  }
  return JSON.stringify(insights.slice(0, 8));
}

for (const bundle of [false, true]) {
  Deno.test(`secrets in a session's text and error excerpt reach neither the vendor, nor .ctx/, nor ctx push --dry-run${bundle ? " (bundle)" : ""}`, () =>
    secretsStayHome(bundle));
}

async function secretsStayHome(bundle: boolean): Promise<void> {
  await using dir = await tempDir("ctx-e2e-redact-");
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  await writeClaudeSession(home, {
    sessionId: "sess-secrets",
    cwd: project,
    prompt: userText(),
    toolError: errorText(),
  });
  await using vendor = await startFakeVendor("vendor-a", {
    respond: () => ({ text: echoingInsights() }),
  });
  const env = {
    HOME: home,
    CTX_HOME: join(dir.path, "ctx-home"),
    CTX_KEYCHAIN: "off",
    CTX_MAX_CHARS: "200000",
    CTX_API_URL: "http://127.0.0.1:9",
    ...vendor.env(),
  };

  const init = await runCtx(["init", "claude-code", "--local"], { env, cwd: project, bundle });
  assert.equal(init.code, 0, init.stderr);
  assert.equal(vendor.requests.length, 1);

  // 1. What the model vendor received.
  const sent = JSON.stringify(vendor.requests.map((r) => r.body));
  assertNoLeak(sent, "the model vendor's requests");
  const excerpts = sent.split("Error: command failed: ").length - 1;
  assert.equal(excerpts, inError.length, "the failed tool's error excerpt was sent");
  assert.ok(sent.includes("Error: command failed: PGPASSWORD=" + R + " psql -h db"));
  assert.ok(sent.includes("mysql -u root -p" + R + " shop"), "the error excerpt stays readable");
  assert.ok(sent.includes("machine api.example.com login bob password " + R));
  const replaced = sent.split(R).length - 1;
  assert.ok(replaced >= SECRET_CASES.length, `only ${replaced} values were redacted`);

  // 2. The summary in .ctx/, written from the model's answer that quoted the secrets.
  const store = await readStore(join(project, ".ctx"));
  assert.equal(store.summaries.length, 1);
  const summaryFiles: string[] = [];
  for await (const entry of Deno.readDir(join(project, ".ctx"))) {
    if (entry.isFile) summaryFiles.push(await Deno.readTextFile(join(project, ".ctx", entry.name)));
  }
  const written = summaryFiles.join("\n");
  assertNoLeak(written, "the .ctx/ summary");
  assert.ok(written.includes("PGPASSWORD=" + R + " psql -h db"));

  // 3. A summary edited by hand with the raw secrets still goes out redacted.
  const doc = store.summaries[0]!.doc;
  await writeSummary(join(project, ".ctx"), {
    ...doc,
    sessionId: "hand-edited",
    insights: doc.insights.map((insight, i) => ({
      ...insight,
      id: `ins_00000000000${i}`,
      summary: inPrompt.slice(i * 6, i * 6 + 6).map((c) => c.before + c.secret + c.after)
        .join(" ; ").slice(0, 1200),
    })),
  });
  const push = await runCtx(["push", "--dry-run", "--json"], { env, cwd: project, bundle });
  assert.equal(push.code, 0, push.stderr);
  assertNoLeak(push.stdout + push.stderr, "ctx push --dry-run");
  const body = JSON.parse(push.stdout);
  assert.equal(body.dryRun, true);
  assert.ok(push.stdout.includes(R));
}

Deno.test("a secret the model echoes where a long title or summary is clipped leaves no piece in .ctx/", async () => {
  await using dir = await tempDir("ctx-e2e-clip-");
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "shop");
  await Deno.mkdir(project, { recursive: true });
  await writeClaudeSession(home, { sessionId: "sess-clip", cwd: project });
  const token = SECRET_CASES.find((c) => c.label === "github classic")!.secret;
  // The title is clipped at 120 characters and the summary at 1200: both cut through the token.
  const insight = {
    type: "gotcha",
    title: "t".repeat(100) + " " + token,
    summary: "s".repeat(1180) + " " + token,
    tags: ["ci"],
  };
  await using vendor = await startFakeVendor("vendor-a", {
    respond: () => ({ text: JSON.stringify([insight]) }),
  });
  const env = { HOME: home, CTX_HOME: join(dir.path, "ctx-home"), CTX_KEYCHAIN: "off" };
  const init = await runCtx(["init", "claude-code", "--local"], {
    env: { ...env, ...vendor.env() },
    cwd: project,
  });
  assert.equal(init.code, 0, init.stderr);
  let written = "";
  for await (const entry of Deno.readDir(join(project, ".ctx"))) {
    if (entry.isFile) written += await Deno.readTextFile(join(project, ".ctx", entry.name));
  }
  assert.ok(written.includes("t".repeat(100)), "the insight was written");
  const pieces = Array.from({ length: token.length - 7 }, (_, i) => token.slice(i, i + 8));
  const leaked = pieces.filter((p) => written.includes(p)).length;
  assert.equal(leaked, 0, `${leaked} 8-character pieces of the token are in .ctx/`);
});
