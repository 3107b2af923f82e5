/**
 * The Crush reader on databases with Crush's own tables: where they are found (the project's
 * `.crush/`, the Go "opencode"'s `.opencode/`, Crush's `projects.json`, `--crush-dir`), what each
 * part becomes, which sessions are skipped, seconds read as seconds, and a database read while
 * Crush still writes it.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createCrushSource } from "../../../src/assistants/crush/reader.ts";
import type { DiscoverOptions } from "../../../src/types.ts";
import { tempDir } from "../../_helpers.ts";
import { readAll } from "../_read_all.ts";
import { turnLines, userTexts } from "../../sources/_shape.ts";
import { CRUSH_MARKERS, crushScenario, writeCrushDb } from "../../fixtures/crush.ts";

interface Home extends AsyncDisposable {
  home: string;
  project: string;
  options: DiscoverOptions;
}

async function home(): Promise<Home> {
  const dir = await tempDir("ctx-crush-");
  const home = join(dir.path, "home");
  const project = join(dir.path, "work", "auth");
  await Deno.mkdir(join(project, ".crush"), { recursive: true });
  await Deno.mkdir(home, { recursive: true });
  return {
    home,
    project,
    options: { projectPath: project, home },
    [Symbol.asyncDispose]: dir[Symbol.asyncDispose],
  };
}

Deno.test("Crush: the project's .crush/crush.db, without its title and agent child sessions", async () => {
  await using h = await home();
  const db = join(h.project, ".crush", "crush.db");
  writeCrushDb(db, crushScenario());
  const { refs, sessions, warnings } = await readAll(createCrushSource(), h.options);
  assert.deepEqual(refs.map((r) => r.id), ["8a1f3c52-1d4e-4b7a-9c2e-5f6a7b8c9d01"]);
  assert.deepEqual(warnings, [
    `2 child sessions in "${db}" skipped (subagents and title generation): what a subagent ` +
    "returned is in its parent session",
  ]);
  const s = sessions[0]!;
  assert.equal(s.source, "crush");
  assert.equal(s.cwd, h.project);
  assert.equal(s.title, "Empty passwords");
  const text = JSON.stringify(sessions);
  assert.ok(!text.includes(CRUSH_MARKERS.titlePrompt) && !text.includes(CRUSH_MARKERS.agentPrompt));
});

Deno.test("Crush: typed prompts, reasoning, tool calls with their results (a failure kept), the human's shell command; the summary row skipped", async () => {
  await using h = await home();
  writeCrushDb(join(h.project, ".crush", "crush.db"), crushScenario());
  const { sessions } = await readAll(createCrushSource(), h.options);
  const s = sessions[0]!;
  assert.deepEqual(userTexts(s), [CRUSH_MARKERS.prompt1, CRUSH_MARKERS.prompt2, "!go test ./..."]);
  assert.deepEqual(turnLines(s), [
    "user: text",
    "assistant: thinking, text, tool_call(view), tool_call(bash), tool_result, tool_result!, text",
    "user: text",
    "user: text, tool_result",
  ]);
  const failed = s.turns[1]!.parts.filter((p) => p.kind === "tool_result" && p.isError);
  assert.deepEqual(failed, [{ kind: "tool_result", text: CRUSH_MARKERS.toolError, isError: true }]);
  assert.ok(!JSON.stringify(s).includes(CRUSH_MARKERS.summary));
  assert.deepEqual(s.turns.map((t) => t.id), ["m1", "m2", "m5", "m6"]);
});

Deno.test("Crush: Unix seconds are read as seconds (the schema's comments say milliseconds)", async () => {
  await using h = await home();
  writeCrushDb(join(h.project, ".crush", "crush.db"), crushScenario(1_764_000_000));
  const { sessions } = await readAll(createCrushSource(), h.options);
  const s = sessions[0]!;
  assert.equal(s.started, "2025-11-24T16:00:00.000Z");
  assert.equal(s.turns[1]!.at, "2025-11-24T16:00:05.000Z");
  // The summary's update trigger stamped the session with strftime('%s','now'): still seconds.
  assert.ok(s.updated! > "2026-01-01" && s.updated! < "2100-01-01", s.updated!);

  await Deno.remove(join(h.project, ".crush", "crush.db"));
  writeCrushDb(join(h.project, ".crush", "crush.db"), crushScenario(1_764_000_000_000));
  const ms = await readAll(createCrushSource(), h.options);
  assert.equal(ms.sessions[0]!.started, "2025-11-24T16:00:00.000Z", "milliseconds, if ever");
});

Deno.test("Crush: lean reading keeps prose and failures only", async () => {
  await using h = await home();
  writeCrushDb(join(h.project, ".crush", "crush.db"), crushScenario());
  const { sessions } = await readAll(createCrushSource(), { ...h.options, lean: true });
  const text = JSON.stringify(sessions[0]);
  for (const gone of [CRUSH_MARKERS.thinking, CRUSH_MARKERS.toolInput, CRUSH_MARKERS.toolOutput]) {
    assert.ok(!text.includes(gone), gone);
  }
  assert.ok(text.includes(CRUSH_MARKERS.toolError));
  assert.ok(!text.includes(CRUSH_MARKERS.shellOutput), "a command that worked: its output goes");
});

Deno.test("Crush: the Go opencode's .opencode/opencode.db (no provider, no summary flag) is read the same way", async () => {
  await using h = await home();
  await Deno.mkdir(join(h.project, ".opencode"));
  const sessions = crushScenario().map((s) => ({
    ...s,
    messages: s.messages.filter((m) =>
      !m.summary && !m.parts.some((p) => p.type === "shell_command")
    ),
  }));
  writeCrushDb(join(h.project, ".opencode", "opencode.db"), sessions, { kind: "go-opencode" });
  const { sessions: read, warnings } = await readAll(createCrushSource(), h.options);
  assert.equal(read.length, 1);
  assert.equal(warnings.length, 1, "the two child sessions, skipped");
  assert.deepEqual(userTexts(read[0]!), [CRUSH_MARKERS.prompt1, CRUSH_MARKERS.prompt2]);
});

Deno.test("Crush: a database Crush is still writing is read with its WAL, and left unchanged", async () => {
  await using h = await home();
  const path = join(h.project, ".crush", "crush.db");
  using writer = writeCrushDb(path, crushScenario(), { wal: true })!;
  const before = await Promise.all([Deno.readFile(path), Deno.readFile(`${path}-wal`)]);
  assert.ok(before[1].length > 0);
  const { sessions } = await readAll(createCrushSource(), h.options);
  assert.deepEqual(userTexts(sessions[0]!).slice(0, 2), [
    CRUSH_MARKERS.prompt1,
    CRUSH_MARKERS.prompt2,
  ]);
  const after = await Promise.all([Deno.readFile(path), Deno.readFile(`${path}-wal`)]);
  assert.deepEqual(after[0], before[0], "the database file is unchanged");
  assert.deepEqual(after[1], before[1], "the WAL is unchanged");
  writer.exec("UPDATE sessions SET title = 'Blank passwords' WHERE parent_session_id IS NULL");
  const again = await readAll(createCrushSource(), h.options);
  assert.equal(again.sessions[0]!.title, "Blank passwords");
});

Deno.test("Crush: projects.json leads to a data folder elsewhere, for this project and folders inside it only", async () => {
  await using h = await home();
  await Deno.remove(join(h.project, ".crush"));
  const data = join(h.home, "crush-data");
  const inner = join(h.project, "svc");
  for (const dir of ["main", "inner", "other"]) {
    await Deno.mkdir(join(data, dir), { recursive: true });
  }
  const [main] = crushScenario();
  writeCrushDb(join(data, "main", "crush.db"), [main!]);
  writeCrushDb(join(data, "inner", "crush.db"), [{ ...main!, id: "inner-1" }]);
  writeCrushDb(join(data, "other", "crush.db"), [{ ...main!, id: "other-1" }]);
  const index = join(h.home, ".local", "share", "crush", "projects.json");
  await Deno.mkdir(join(index, ".."), { recursive: true });
  await Deno.writeTextFile(
    index,
    JSON.stringify(
      {
        projects: [
          { path: h.project, data_dir: join(data, "main"), last_accessed: "2026-01-01T00:00:00Z" },
          { path: inner, data_dir: join(data, "inner"), last_accessed: "2026-01-01T00:00:00Z" },
          {
            path: join(h.home, "x"),
            data_dir: join(data, "other"),
            last_accessed: "2026-01-01T00:00:00Z",
          },
          { path: "relative/x", data_dir: "relative/y" },
        ],
      },
      null,
      2,
    ),
  );
  const { refs, sessions } = await readAll(createCrushSource(), h.options);
  assert.deepEqual(refs.map((r) => r.id), [main!.id, "inner-1"]);
  assert.deepEqual(sessions.map((s) => s.cwd), [h.project, inner]);
  // CRUSH_GLOBAL_DATA moves the index.
  const moved = join(h.home, "moved");
  await Deno.mkdir(moved);
  await Deno.rename(index, join(moved, "projects.json"));
  assert.deepEqual((await createCrushSource().discover(h.options)).refs, []);
  const found = await createCrushSource({ crushGlobalData: moved }).discover(h.options);
  assert.equal(found.refs.length, 2);
  // A truncated index is a warning naming it.
  await Deno.writeTextFile(join(moved, "projects.json"), '{"projects": [{"path": "/a",');
  const broken = await createCrushSource({ crushGlobalData: moved }).discover(h.options);
  assert.deepEqual(broken.warnings, [
    `Cannot read "${join(moved, "projects.json")}": truncated or invalid JSON`,
  ]);
});

Deno.test("Crush: --crush-dir takes a .crush folder, a database file or a project folder; a truncated parts array is skipped, counted", async () => {
  await using h = await home();
  const copy = join(h.home, "saved", ".crush");
  await Deno.mkdir(copy, { recursive: true });
  const [main] = crushScenario();
  main!.messages[3]!.parts = [];
  writeCrushDb(join(copy, "crush.db"), [main!]);
  const db = new (await import("node:sqlite")).DatabaseSync(join(copy, "crush.db"));
  db.exec(`UPDATE messages SET parts = '[{"type":"text","data":{"te' WHERE id = 'm5'`);
  db.close();
  for (const dir of [copy, join(copy, "crush.db"), join(h.home, "saved")]) {
    const source = createCrushSource();
    const options = { ...h.options, dir };
    const found = await source.discover(options);
    assert.deepEqual(found.refs.map((r) => r.id), [main!.id], dir);
    const r = await source.read(found.refs[0]!, options);
    assert.equal(r.session!.cwd, h.project, "the sessions are the project's");
    assert.deepEqual(r.skipped, [{ line: 5, reason: "message m5: truncated or invalid JSON" }]);
    assert.deepEqual(userTexts(r.session!), [CRUSH_MARKERS.prompt1, "!go test ./..."]);
  }
  const none = await createCrushSource().discover({ ...h.options, dir: join(h.home, "nothing") });
  assert.match(none.warnings[0]!, /no Crush database found/);
});
