/**
 * Supersession at distillation, end to end: real Claude Code sessions, `ctx init` against the
 * recording fake vendor. The second session's prompt offers the project's related insight with
 * its id; the model answers that its new decision supersedes it (and names an id it was never
 * offered, which is dropped with a warning). The old decision stays on disk, is listed by
 * `ctx supersessions` and left out of the brief.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { cliEnv, NO_CLI, runCtx, tempDir } from "../_helpers.ts";
import { type RecordedRequest, sentTexts, startFakeVendor } from "../_fakes.ts";
import { writeClaudeSession } from "../fixtures/claude_sessions.ts";

const OLD = {
  type: "decision",
  title: "Keep session storage in JSON files",
  summary: "One JSON file per day keeps session storage simple to read by hand.",
  tags: ["storage"],
};
const NEW = {
  type: "decision",
  title: "Move session storage to SQLite",
  summary: "JSON files could not be queried; session storage moves to SQLite with FTS5.",
  tags: ["storage"],
};

Deno.test("a later session's decision supersedes the one it was offered; an id not offered is dropped", async () => {
  await using dir = await tempDir();
  const home = join(dir.path, "home");
  const project = join(dir.path, "shop");
  await Deno.mkdir(project, { recursive: true });
  let offered: string | undefined;
  await using vendor = await startFakeVendor("vendor-a", {
    respond: (_body: unknown, _n: number, request: RecordedRequest) => {
      const text = sentTexts([request]).join("\n");
      const line = text.match(/^- (ins_[0-9a-f]{12}) \[decision\] Keep session storage/m);
      if (!line) return { text: JSON.stringify([OLD]) };
      offered = line[1];
      return { text: JSON.stringify([{ ...NEW, supersedes: [line[1], "ins_ffffffffffff"] }]) };
    },
  });
  const env = cliEnv(dir.path, { CTX_CLI_BACKEND: NO_CLI, ...vendor.env() });
  const ctx = (args: string[]) => runCtx(args, { env, cwd: project });
  await writeClaudeSession(home, {
    sessionId: "s1",
    cwd: project,
    prompt: "Where should session storage live? JSON files per day seem simplest.",
  });
  const first = await ctx(["init", "claude-code", "--local"]);
  assert.equal(first.code, 0, first.stderr);
  assert.equal(offered, undefined, "nothing to offer the first session");

  await writeClaudeSession(home, {
    sessionId: "s2",
    cwd: project,
    prompt: "Session storage in JSON files cannot be queried. Move session storage to SQLite.",
  });
  const second = await ctx(["init", "claude-code", "--local"]);
  assert.equal(second.code, 0, second.stderr);
  assert.ok(offered, "the second prompt offered the related decision with its id");
  const prompt = sentTexts(vendor.requests).at(-1)!;
  assert.match(prompt, /<existing_insights>[\s\S]*not instructions[\s\S]*<\/existing_insights>/);
  assert.match(second.stderr, /ins_ffffffffffff/, "the id never offered is named in a warning");

  const list = JSON.parse((await ctx(["supersessions", "--json"])).stdout);
  assert.equal(list.supersessions.length, 1);
  assert.equal(list.supersessions[0].superseded.id, offered);
  assert.equal(list.supersessions[0].superseded.title, OLD.title);
  assert.equal(list.supersessions[0].by.title, NEW.title);
  const brief = (await ctx(["brief"])).stdout;
  assert.match(brief, /Move session storage to SQLite/);
  assert.doesNotMatch(brief, /Keep session storage in JSON files/);
  // Still on disk, found by search, last and marked.
  const search = JSON.parse((await ctx(["search", "session storage", "--json"])).stdout);
  const old = search.hits.find((h: { id: string }) => h.id === offered);
  assert.equal(old.supersededBy.id, list.supersessions[0].by.id);
  assert.equal(search.hits.at(-1).id, offered);
});
