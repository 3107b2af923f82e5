/**
 * `ctx supersessions`: a reversed decision is listed with what replaced it, and `--undo` gives
 * it back its place (the superseding summary file loses only that id; nothing is deleted).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { writeSummary } from "../../src/store/files.ts";
import { folderId } from "../../src/store/project.ts";
import { cliEnv, NO_CLI, runCtx, tempDir } from "../_helpers.ts";
import { addSession, summaryDoc } from "../mcp/_fixtures.ts";

/**
 * A project `shop` whose committed `.ctx/` holds a decision (`oldSpec`, session d1) and the written
 * summary of a later session (d2) that supersedes it; `at` dates a session of the project.
 */
async function reversedDecision(root: string, oldSummary: string) {
  const project = join(root, "shop");
  const store = join(project, ".ctx");
  await Deno.mkdir(join(root, "home"), { recursive: true });
  const at = (date: string) => ({ project: folderId(project), cwd: project, date });
  const oldSpec = {
    title: "Sessions live in one JSON file per day",
    summary: oldSummary,
    type: "decision" as const,
  };
  await addSession(store, "d1", [oldSpec], at("2026-03-01T09:00:00.000Z"));
  const oldId = summaryDoc("d1", [oldSpec], at("2026-03-01T09:00:00.000Z")).insights[0]!.id;
  const reversal = summaryDoc("d2", [{
    title: "Sessions move to SQLite",
    summary: "JSON files could not be queried.",
    type: "decision",
  }], at("2026-03-10T09:00:00.000Z"));
  reversal.insights[0]!.supersedes = [oldId];
  const path = await writeSummary(store, reversal);
  return { project, store, at, oldSpec, oldId, newId: reversal.insights[0]!.id, path };
}

Deno.test("ctx supersessions lists a reversal and --undo makes the old insight current again", async () => {
  await using dir = await tempDir();
  const { project, oldId, newId, path } = await reversedDecision(
    dir.path,
    "Easy to read by hand.",
  );
  const env = cliEnv(dir.path, { CTX_CLI_BACKEND: NO_CLI });
  const ctx = (args: string[]) => runCtx(args, { env, cwd: project });

  const list = await ctx(["supersessions"]);
  assert.equal(list.code, 0, list.stderr);
  assert.match(
    list.stdout,
    new RegExp(`^${oldId} \\[decision\\] Sessions live in one JSON file`, "m"),
  );
  assert.match(
    list.stdout,
    new RegExp(
      `^ {2}superseded by ${newId} \\[decision\\] Sessions move to SQLite \\(2026-03-10, claude-code session d2\\)`,
      "m",
    ),
  );
  assert.doesNotMatch((await ctx(["brief"])).stdout, /JSON file per day/);

  const before = await Deno.readTextFile(path);
  const undo = await ctx(["supersessions", "--undo", oldId]);
  assert.equal(undo.code, 0, undo.stderr);
  assert.match(undo.stdout, new RegExp(`${oldId} is no longer superseded by ${newId}`));
  const after = await Deno.readTextFile(path);
  assert.ok(!after.includes(oldId), "the claim is gone from the superseding summary");
  assert.equal(after.split("\n").length, before.split("\n").length, "only the claim changed");
  const json = JSON.parse((await ctx(["supersessions", "--json"])).stdout);
  assert.deepEqual(json.supersessions, []);
  assert.match((await ctx(["brief"])).stdout, /JSON file per day/);

  const unknown = await ctx(["supersessions", "--undo", oldId]);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /No supersession of ins_[0-9a-f]{12}/);
  const bad = await ctx(["supersessions", "--undo", "../../etc/passwd"]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /not an insight id/);
});

Deno.test("a reversed insight said again by a later session is current again, and ctx supersessions no longer lists it", async () => {
  await using dir = await tempDir();
  const { project, store, at, oldSpec } = await reversedDecision(
    dir.path,
    "One JSON file per day is easy to read by hand.",
  );
  // A later session says the old decision again: it is current again.
  await addSession(store, "d3", [{
    ...oldSpec,
    summary: "One JSON file per day again: easy to read by hand, SQLite was not needed.",
  }], at("2026-03-20T09:00:00.000Z"));
  const env = cliEnv(dir.path, { CTX_CLI_BACKEND: NO_CLI });
  const ctx = (args: string[]) => runCtx(args, { env, cwd: project });

  assert.match((await ctx(["brief"])).stdout, /JSON file per day/);
  const json = JSON.parse((await ctx(["supersessions", "--json"])).stdout);
  assert.deepEqual(json.supersessions, [], "what the brief serves as current is not listed");
});
