/**
 * The OpenCode reader on synthetic stores with OpenCode's own schema: which sessions belong to
 * the project, what each part becomes, the database and the older JSON tree read together (a
 * session in both once), and a database read while OpenCode still writes it.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createOpenCodeSource } from "../../../src/assistants/opencode/reader.ts";
import { MAX_RECORD_CHARS } from "../../../src/assistants/opencode/database.ts";
import type { DiscoverOptions, Source } from "../../../src/types.ts";
import { tempDir } from "../../_helpers.ts";
import { readAll } from "../_read_all.ts";
import { turnLines, userTexts } from "../../sources/_shape.ts";
import {
  OC_MARKERS,
  openCodeScenario,
  SECRET_IN_DB,
  writeOpenCodeDb,
  writeOpenCodeStorage,
} from "../../fixtures/opencode.ts";

interface Home extends AsyncDisposable {
  home: string;
  data: string;
  project: string;
  other: string;
  options: DiscoverOptions;
}

async function home(): Promise<Home> {
  const dir = await tempDir("ctx-opencode-");
  const home = join(dir.path, "home");
  const data = join(home, ".local", "share", "opencode");
  await Deno.mkdir(data, { recursive: true });
  const project = join(dir.path, "work", "shop");
  return {
    home,
    data,
    project,
    other: join(dir.path, "work", "other"),
    options: { projectPath: project, home },
    [Symbol.asyncDispose]: dir[Symbol.asyncDispose],
  };
}

Deno.test("OpenCode: the project's sessions (its folder and below), not another project's, nor a subagent's", async () => {
  await using h = await home();
  writeOpenCodeDb(join(h.data, "opencode.db"), openCodeScenario(h.project, h.other));
  const { refs, sessions, warnings } = await readAll(createOpenCodeSource(), h.options);
  assert.deepEqual(refs.map((r) => r.id), ["ses_main01", "ses_sub01"]);
  assert.deepEqual(sessions.map((s) => [s.source, s.cwd]), [
    ["opencode", h.project],
    ["opencode", join(h.project, "pkg")],
  ]);
  assert.deepEqual(warnings, [
    `1 subagent session in "${join(h.data, "opencode.db")}" skipped: ` +
    "what each returned is in its parent session",
  ]);
  assert.equal(refs[0]!.data?.["slug"], "brave-otter");
});

Deno.test("OpenCode: every part is what it is (typed, injected, tool call and result, failure, summary), titles and times", async () => {
  await using h = await home();
  writeOpenCodeDb(join(h.data, "opencode.db"), openCodeScenario(h.project, h.other));
  const { sessions } = await readAll(createOpenCodeSource(), h.options);
  const main = sessions[0]!;
  assert.deepEqual(userTexts(main), [OC_MARKERS.prompt1, OC_MARKERS.prompt2]);
  assert.deepEqual(turnLines(main), [
    "user: text, injected(synthetic)×2, injected(attached_files)",
    "assistant: thinking, text, tool_call(read), tool_result, tool_call(bash), tool_result!",
    "user: text",
    "assistant: text, injected(compact-summary)",
    "user: injected(subtask)",
    "assistant: tool_call(task), tool_result",
  ]);
  const text = JSON.stringify(main);
  assert.ok(!text.includes(OC_MARKERS.ignored), "text OpenCode never sent is dropped");
  const error = main.turns[1]!.parts.find((p) => p.kind === "tool_result" && p.isError);
  assert.deepEqual(error, { kind: "tool_result", text: OC_MARKERS.toolError, isError: true });
  assert.equal(main.title, "Upload retries");
  assert.equal(sessions[1]!.title, undefined, "OpenCode's placeholder title is no title");
  assert.equal(main.started, "2025-11-24T16:00:00.000Z");
  assert.equal(main.updated, "2025-11-24T16:08:00.000Z");
  assert.deepEqual(main.turns.map((t) => t.id), [
    "msg_a0001",
    "msg_a0002",
    "msg_a0003",
    "msg_a0004",
    "msg_a0007",
    "msg_a0008",
  ]);
});

Deno.test("OpenCode: lean reading keeps prose, failures and summaries only", async () => {
  await using h = await home();
  writeOpenCodeDb(join(h.data, "opencode.db"), openCodeScenario(h.project, h.other));
  const { sessions } = await readAll(createOpenCodeSource(), { ...h.options, lean: true });
  const text = JSON.stringify(sessions[0]);
  for (const gone of [OC_MARKERS.thinking, OC_MARKERS.toolOutput, OC_MARKERS.toolInput]) {
    assert.ok(!text.includes(gone), gone);
  }
  for (const kept of [OC_MARKERS.prompt1, OC_MARKERS.toolError, OC_MARKERS.summary]) {
    assert.ok(text.includes(kept), kept);
  }
});

Deno.test("OpenCode: the JSON tree is read beside the database, a session in both once (the database's copy)", async () => {
  await using h = await home();
  const [main, child, sub, other] = openCodeScenario(h.project, h.other);
  const old = { ...main!, id: "ses_old01", title: "From 1.1" };
  // `ses_sub01` was imported (and continued in the database); `ses_old01` never was.
  await writeOpenCodeStorage(h.data, [old, child!, { ...sub!, title: "Stale copy" }, other!]);
  writeOpenCodeDb(join(h.data, "opencode.db"), [main!, sub!]);
  const { refs, sessions } = await readAll(createOpenCodeSource(), h.options);
  assert.deepEqual(refs.map((r) => [r.id, r.data?.["kind"]]), [
    ["ses_main01", "db"],
    ["ses_sub01", "db"],
    ["ses_old01", "storage"],
  ]);
  const fromTree = sessions[2]!;
  assert.equal(fromTree.title, "From 1.1");
  assert.deepEqual(
    turnLines(fromTree),
    turnLines(sessions[0]!),
    "the same objects, the same turns",
  );
  assert.deepEqual(userTexts(fromTree), [OC_MARKERS.prompt1, OC_MARKERS.prompt2]);
});

Deno.test("OpenCode: a truncated file of the JSON tree is a warning naming it; the rest is read", async () => {
  await using h = await home();
  const [main] = openCodeScenario(h.project, h.other);
  await writeOpenCodeStorage(h.data, [main!], { compact: true });
  const part = join(h.data, "storage", "part", "msg_a0003", "prt_a00030000.json");
  const full = await Deno.readTextFile(part);
  await Deno.writeTextFile(part, full.slice(0, full.length - 12));
  const source = createOpenCodeSource();
  const { refs } = await source.discover(h.options);
  const r = await source.read(refs[0]!, h.options);
  assert.deepEqual(r.warnings, [`Cannot read "${part}": truncated or invalid JSON`]);
  assert.equal(r.skipped.length, 1);
  assert.deepEqual(userTexts(r.session!), [OC_MARKERS.prompt1], "the second prompt was cut");
  assert.deepEqual(turnLines(r.session!), [
    "user: text, injected(synthetic)×2, injected(attached_files)",
    "assistant: thinking, text, tool_call(read), tool_result, tool_call(bash), tool_result!, " +
    "text, injected(compact-summary)",
    "user: injected(subtask)",
    "assistant: tool_call(task), tool_result",
  ]);
});

Deno.test("OpenCode: a database OpenCode is still writing is read with its WAL, and left unchanged", async () => {
  await using h = await home();
  const path = join(h.data, "opencode.db");
  using writer = writeOpenCodeDb(path, openCodeScenario(h.project, h.other), { wal: true })!;
  const before = await Promise.all([Deno.readFile(path), Deno.readFile(`${path}-wal`)]);
  assert.ok(before[1].length > 0, "the rows are in the WAL, not yet in the database file");
  const { sessions, warnings } = await readAll(createOpenCodeSource(), h.options);
  assert.deepEqual(warnings.filter((w) => !w.includes("subagent")), []);
  assert.deepEqual(userTexts(sessions[0]!), [OC_MARKERS.prompt1, OC_MARKERS.prompt2]);
  const after = await Promise.all([Deno.readFile(path), Deno.readFile(`${path}-wal`)]);
  assert.deepEqual(after[0], before[0], "the database file is unchanged");
  assert.deepEqual(after[1], before[1], "the WAL is unchanged (never checkpointed)");
  // The writer goes on writing while ctx reads.
  writer.exec("UPDATE session SET title = 'Renamed' WHERE id = 'ses_main01'");
  const again = await readAll(createOpenCodeSource(), h.options);
  assert.equal(again.sessions[0]!.title, "Renamed");
});

Deno.test("OpenCode: accounts, credentials and share secrets are never read", async () => {
  await using h = await home();
  const sessions = openCodeScenario(h.project, h.other);
  sessions[0]!.id = "ses_shared01";
  writeOpenCodeDb(join(h.data, "opencode.db"), sessions);
  const { sessions: read } = await readAll(createOpenCodeSource(), h.options);
  assert.ok(read.length === 2);
  assert.ok(!JSON.stringify(read).includes(SECRET_IN_DB));
});

Deno.test("OpenCode: OPENCODE_DB, XDG_DATA_HOME, a development channel's database and --opencode-dir", async () => {
  await using h = await home();
  const [main, , sub] = openCodeScenario(h.project, h.other);
  const xdg = join(h.home, "xdg");
  await Deno.mkdir(join(xdg, "opencode"), { recursive: true });
  writeOpenCodeDb(join(xdg, "opencode", "opencode.db"), [main!]);
  writeOpenCodeDb(join(xdg, "opencode", "opencode-dev.db"), [sub!]);
  const ids = async (source: Source, options = h.options) =>
    (await source.discover(options)).refs.map((r) => r.id);
  assert.deepEqual(await ids(createOpenCodeSource({ xdgDataHome: xdg })), [
    "ses_main01",
    "ses_sub01",
  ]);
  assert.deepEqual(
    await ids(createOpenCodeSource({ xdgDataHome: xdg, opencodeDb: "opencode-dev.db" })),
    [
      "ses_sub01",
    ],
  );
  const elsewhere = join(h.home, "elsewhere.db");
  writeOpenCodeDb(elsewhere, [main!]);
  assert.deepEqual(await ids(createOpenCodeSource({ opencodeDb: elsewhere })), ["ses_main01"]);
  assert.deepEqual(await ids(createOpenCodeSource(), { ...h.options, dir: elsewhere }), [
    "ses_main01",
  ]);
  assert.deepEqual(
    await ids(createOpenCodeSource(), { ...h.options, dir: join(xdg, "opencode") }),
    [
      "ses_main01",
      "ses_sub01",
    ],
  );
  const missing = await createOpenCodeSource().discover({
    ...h.options,
    dir: join(h.home, "nope"),
  });
  assert.match(missing.warnings[0]!, /Cannot read ".*nope": not found/);
  assert.deepEqual(createOpenCodeSource({ xdgDataHome: xdg }).locations!(h.options), [
    join(xdg, "opencode", "opencode.db"),
    join(xdg, "opencode", "storage"),
  ]);
});

Deno.test("OpenCode: a Windows session folder matches the project however it is spelled", async () => {
  await using h = await home();
  const [main] = openCodeScenario(h.project, h.other);
  writeOpenCodeDb(join(h.data, "opencode.db"), [
    { ...main!, directory: "c:/Users/Ann/Shop/src" },
  ]);
  const source = createOpenCodeSource({ os: "windows" });
  const found = await source.discover({
    ...h.options,
    dir: h.data,
    projectPath: "C:\\Users\\ann\\shop",
  });
  assert.deepEqual(found.refs.map((r) => r.id), ["ses_main01"]);
  const posix = await createOpenCodeSource({ os: "linux" }).discover({
    ...h.options,
    dir: h.data,
    projectPath: "C:\\Users\\ann\\shop",
  });
  assert.deepEqual(posix.refs, []);
});

Deno.test("OpenCode: a corrupt database, a foreign one and OpenCode 2's tables are warnings, never a crash", async () => {
  await using h = await home();
  const path = join(h.data, "opencode.db");
  await Deno.writeTextFile(path, "this is not SQLite at all, just text");
  let found = await createOpenCodeSource().discover(h.options);
  assert.deepEqual(found.refs, []);
  assert.deepEqual(found.warnings, [
    `Cannot read "${path}": not an SQLite database (or corrupt)`,
  ]);

  await Deno.remove(path);
  const foreign = new DatabaseSync(path);
  foreign.exec("CREATE TABLE notes (id TEXT)");
  foreign.close();
  found = await createOpenCodeSource().discover(h.options);
  assert.deepEqual(found.warnings, [
    `Cannot read "${path}": not an OpenCode database (no session, message, part table)`,
  ]);

  await Deno.remove(path);
  writeOpenCodeDb(path, openCodeScenario(h.project, h.other));
  const db = new DatabaseSync(path);
  db.exec("CREATE TABLE session_v2 (id TEXT); INSERT INTO session_v2 VALUES ('a'), ('b')");
  db.close();
  found = await createOpenCodeSource().discover(h.options);
  assert.equal(found.refs.length, 2, "the 1.x sessions are still read");
  assert.ok(
    found.warnings.includes(
      `"${path}" also holds 2 sessions of OpenCode 2 (table session_v2), which this ctx does ` +
        "not read yet",
    ),
    found.warnings.join("\n"),
  );
});

Deno.test("OpenCode: a record too large to read is skipped and counted, a FIFO in the JSON tree is never opened", async () => {
  await using h = await home();
  const [main, , sub] = openCodeScenario(h.project, h.other);
  const path = join(h.data, "opencode.db");
  writeOpenCodeDb(path, [main!]);
  const db = new DatabaseSync(path);
  db.prepare("UPDATE part SET data = ? WHERE id = ?").run(
    JSON.stringify({ type: "text", text: "x".repeat(MAX_RECORD_CHARS) }),
    "prt_a00030000",
  );
  db.close();
  await writeOpenCodeStorage(h.data, [{ ...sub!, id: "ses_tree01" }]);
  const fifo = join(h.data, "storage", "part", "msg_c0001", "prt_c00019999.json");
  await new Deno.Command("mkfifo", { args: [fifo] }).output();
  const { sessions } = await readAll(createOpenCodeSource(), h.options);
  const r = await createOpenCodeSource().read(
    (await createOpenCodeSource().discover(h.options)).refs[0]!,
    h.options,
  );
  assert.deepEqual(r.skipped, [{
    line: 14,
    reason: "part prt_a00030000: not read (too large or unreadable)",
  }]);
  assert.deepEqual(
    userTexts(r.session!),
    [OC_MARKERS.prompt1],
    "the prompt that was too large is not",
  );
  assert.deepEqual(
    userTexts(sessions[1]!),
    [OC_MARKERS.sub],
    "the tree's session, read past the FIFO",
  );
});
