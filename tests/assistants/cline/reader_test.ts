/**
 * Cline's reader on a temporary home: task folders in several editors and in `~/.cline/data`,
 * Cline 4.x's sessions database (WAL, held open by a second connection) with its messages
 * files, and hostile input (a truncated history, a link out of the store, a FIFO).
 */
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createClineSource } from "../../../src/assistants/cline/reader.ts";
import { TASKS } from "../../../src/assistants/cline/mod.ts";
import type { Session, Source } from "../../../src/types.ts";
import { tempDir } from "../../_helpers.ts";
import { clineTask, TaskBuilder, writeTask } from "../../fixtures/cline_tasks.ts";

const STORE = TASKS;

const PROJECT = "/work/app";

function source(): Source {
  return createClineSource(STORE, { os: "linux" });
}

/** The extension's storage folder of `product` under `home` (Linux). */
function editorStore(home: string, product: string): string {
  return join(home, ".config", product, "User", "globalStorage", STORE.extension);
}

function said(session: Session | null): string[] {
  return (session?.turns ?? []).filter((t) => t.role === "user").flatMap((t) =>
    t.parts.flatMap((p) => p.kind === "text" ? [p.text] : [])
  );
}

async function readAll(src: Source, home: string, project = PROJECT, dir?: string) {
  const options = { projectPath: project, home, ...(dir ? { dir } : {}) };
  const found = await src.discover(options);
  const reads = [];
  for (const ref of found.refs) reads.push({ ref, ...(await src.read(ref, options)) });
  return { found, reads };
}

Deno.test("Cline: tasks of the project are found in every editor and in ~/.cline/data; other projects' are not", async () => {
  await using tmp = await tempDir();
  const home = tmp.path;
  const code = clineTask("1760000000000", PROJECT).build();
  await writeTask(editorStore(home, "Code"), code);
  // Cursor: 4-space indented files, the folder given by the index only.
  const cursor = new TaskBuilder({ id: "1760000100000", cwd: PROJECT, indent: 4 })
    .task("Rename the upload module to transfer").say("Renamed.").build();
  await writeTask(editorStore(home, "Cursor"), cursor);
  await Deno.mkdir(join(editorStore(home, "Cursor"), "state"), { recursive: true });
  await Deno.writeTextFile(
    join(editorStore(home, "Cursor"), "state", "taskHistory.json"),
    JSON.stringify([cursor.item], null, 2),
  );
  // The Cline CLI's own store, and a remote server's.
  const cli = new TaskBuilder({ id: "1760000200000", cwd: PROJECT }).task("Why does CI time out?")
    .build();
  await writeTask(join(home, ".cline", "data"), cli);
  const remote = new TaskBuilder({ id: "1760000300000", cwd: PROJECT }).task("Bump the SDK")
    .build();
  await writeTask(
    join(home, ".vscode-server", "data", "User", "globalStorage", STORE.extension),
    remote,
  );
  const other = new TaskBuilder({ id: "1760000400000", cwd: "/work/blog" }).task("Write a post")
    .build();
  await writeTask(editorStore(home, "Code"), other);

  const { found, reads } = await readAll(source(), home);
  assert.deepEqual(found.warnings, []);
  assert.deepEqual(
    found.refs.map((r) => r.id).sort(),
    [code.id, cursor.id, cli.id, remote.id].sort(),
  );
  for (const read of reads) {
    const task = [code, cursor, cli, remote].find((t) => t.id === read.ref.id)!;
    assert.deepEqual(said(read.session), task.prompts, task.id);
    assert.equal(read.session!.cwd, PROJECT);
    assert.equal(read.session!.source, "cline");
    assert.deepEqual(read.warnings, []);
  }
  const located = source().locations!({ home, projectPath: PROJECT });
  assert.ok(located.includes(join(editorStore(home, "Code"), "tasks")));
  assert.ok(located.includes(join(home, ".cline", "data", "sessions")));
});

Deno.test("Cline: a Windows task (c:/Users/… in its environment details) belongs to C:\\Users\\…", async () => {
  await using tmp = await tempDir();
  const task = clineTask("1760000000001", "c:/Users/dev/shop").build();
  await writeTask(editorStore(tmp.path, "Code"), task);
  const { found, reads } = await readAll(source(), tmp.path, "C:\\Users\\Dev\\Shop");
  assert.deepEqual(found.refs.map((r) => r.id), [task.id]);
  assert.equal(reads[0]!.session!.cwd, "c:/Users/dev/shop");
});

Deno.test("Cline: a truncated history keeps its whole messages and names the file; a task with no folder recorded is counted", async () => {
  await using tmp = await tempDir();
  const store = editorStore(tmp.path, "Code");
  const task = clineTask("1760000000002", PROJECT).build();
  const folder = await writeTask(store, task);
  const history = task.files["api_conversation_history.json"]!;
  // Cut inside the last user message: what came before it is whole.
  await Deno.writeTextFile(
    join(folder, "api_conversation_history.json"),
    history.slice(0, history.length - 200),
  );
  const blank = new TaskBuilder({ id: "1760000000003", cwd: PROJECT }).task("lost").build();
  const blankFolder = await writeTask(store, blank);
  await Deno.writeTextFile(join(blankFolder, "api_conversation_history.json"), "[]");
  await Deno.writeTextFile(join(blankFolder, "ui_messages.json"), "[]");
  await Deno.mkdir(join(store, "tasks", "1760000000009")); // an empty folder: not counted

  const { found, reads } = await readAll(source(), tmp.path);
  assert.deepEqual(found.refs.map((r) => r.id), [task.id]);
  assert.deepEqual(found.warnings, [
    "1 Cline task records no working folder: skipped (--cline-dir DIR reads the tasks of DIR as this project's)",
  ]);
  const [read] = reads;
  assert.equal(read!.warnings.length, 1);
  assert.match(
    read!.warnings[0]!,
    /api_conversation_history\.json" is cut short \(truncated JSON\): read the \d+ whole entries before the cut/,
  );
  assert.ok(read!.warnings[0]!.includes(folder));
  // The UI log still says every prompt; each reaches the model once.
  assert.deepEqual(said(read!.session), task.prompts);
});

Deno.test("Cline: a task folder given with --cline-dir is read as the project's, and a history read as far as it goes", async () => {
  await using tmp = await tempDir();
  const exported = join(tmp.path, "exported", "1760000000004");
  const task = new TaskBuilder({ id: "1760000000004", cwd: "" }).task("Port the script to Deno")
    .say("Ported.").build();
  await Deno.mkdir(exported, { recursive: true });
  await Deno.writeTextFile(
    join(exported, "api_conversation_history.json"),
    task.files["api_conversation_history.json"]!.replace(
      /# Current Working Directory \(\) Files/g,
      "",
    ),
  );
  const { found, reads } = await readAll(source(), tmp.path, PROJECT, exported);
  assert.deepEqual(found.refs.map((r) => r.id), [task.id]);
  assert.equal(reads[0]!.session!.cwd, PROJECT);
  assert.deepEqual(said(reads[0]!.session), ["Port the script to Deno"]);

  // A folder renamed by hand: its name would not do as a summary file's name.
  const renamed = join(tmp.path, "exported", "the port (copy)");
  await Deno.rename(exported, renamed);
  const again = await source().discover({ projectPath: PROJECT, home: tmp.path, dir: renamed });
  assert.match(again.refs[0]!.id, /^task-[0-9a-f]{16}$/);

  const nothing = await source().discover({
    projectPath: PROJECT,
    home: tmp.path,
    dir: join(tmp.path, "nope"),
  });
  assert.deepEqual(nothing.refs, []);
  assert.match(nothing.warnings.join("\n"), /no tasks\/ folder and no task files found/);
});

Deno.test("Cline: a link out of the store is not followed, and a FIFO in place of a file does not block", async () => {
  await using tmp = await tempDir();
  const store = editorStore(tmp.path, "Code");
  const outside = join(tmp.path, "outside");
  const secret = new TaskBuilder({ id: "1760000000005", cwd: PROJECT }).task(
    "SECRET-OUTSIDE prompt",
  )
    .build();
  await writeTask(outside, secret);
  await Deno.mkdir(join(store, "tasks"), { recursive: true });
  await Deno.symlink(join(outside, "tasks", secret.id), join(store, "tasks", secret.id));
  // A task whose history is a link to a file elsewhere, and one whose history is a FIFO.
  const linked = clineTask("1760000000006", PROJECT).build();
  const linkedFolder = await writeTask(store, linked);
  await Deno.remove(join(linkedFolder, "api_conversation_history.json"));
  await Deno.symlink(
    join(outside, "tasks", secret.id, "api_conversation_history.json"),
    join(linkedFolder, "api_conversation_history.json"),
  );
  const piped = clineTask("1760000000007", PROJECT).build();
  const pipedFolder = await writeTask(store, piped);
  await Deno.remove(join(pipedFolder, "api_conversation_history.json"));
  const mkfifo = await new Deno.Command("mkfifo", {
    args: [join(pipedFolder, "api_conversation_history.json")],
  }).output();
  assert.equal(mkfifo.code, 0);

  const { found, reads } = await readAll(source(), tmp.path);
  assert.deepEqual(found.refs.map((r) => r.id).sort(), [linked.id, piped.id]);
  for (const read of reads) {
    assert.match(
      read.warnings[0]!,
      read.ref.id === linked.id
        ? /a symbolic link \(ctx does not follow links/
        : /not a regular file/,
    );
    assert.ok(!JSON.stringify(read.session).includes("SECRET-OUTSIDE"));
    // The UI log still gives the task's prompts.
    const task = read.ref.id === linked.id ? linked : piped;
    assert.deepEqual(said(read.session), task.prompts);
  }
});

/** Cline 4.x's store: `sessions.db` (WAL, held open by `writer`) and a messages file per session. */
async function writeSdkStore(
  data: string,
  sessions: Array<
    { id: string; cwd: string; messages: unknown[]; child?: boolean; title?: string }
  >,
) {
  await Deno.mkdir(join(data, "db"), { recursive: true });
  const writer = new DatabaseSync(join(data, "db", "sessions.db"));
  writer.exec("PRAGMA journal_mode=WAL");
  writer.exec(
    `CREATE TABLE sessions (session_id TEXT PRIMARY KEY, source TEXT NOT NULL, pid INTEGER NOT NULL,
    started_at TEXT NOT NULL, ended_at TEXT, exit_code INTEGER, status TEXT NOT NULL, status_lock INTEGER NOT NULL DEFAULT 0,
    interactive INTEGER NOT NULL, provider TEXT NOT NULL, model TEXT NOT NULL, cwd TEXT NOT NULL, workspace_root TEXT NOT NULL,
    team_name TEXT, enable_tools INTEGER NOT NULL, enable_spawn INTEGER NOT NULL, enable_teams INTEGER NOT NULL,
    parent_session_id TEXT, parent_agent_id TEXT, agent_id TEXT, conversation_id TEXT, is_subagent INTEGER NOT NULL DEFAULT 0,
    prompt TEXT, metadata_json TEXT, transcript_path TEXT NOT NULL DEFAULT '', hook_path TEXT NOT NULL, messages_path TEXT,
    updated_at TEXT NOT NULL)`,
  );
  const insert = writer.prepare(
    `INSERT INTO sessions (session_id, source, pid, started_at, status, interactive, provider,
    model, cwd, workspace_root, enable_tools, enable_spawn, enable_teams, parent_session_id, is_subagent, prompt,
    metadata_json, hook_path, messages_path, updated_at) VALUES (?, 'vscode', 1, '2026-07-01T10:00:00.000Z', 'completed',
    1, 'p', 'm', ?, ?, 1, 0, 0, ?, ?, ?, ?, '', ?, '2026-07-01T10:05:00.000Z')`,
  );
  for (const s of sessions) {
    const path = join(data, "sessions", s.id, `${s.id}.messages.json`);
    insert.run(
      s.id,
      s.cwd,
      s.cwd,
      s.child ? "1782900000000_root1" : null,
      s.child ? 1 : 0,
      "first prompt",
      JSON.stringify({ title: s.title ?? "A title" }),
      path,
    );
    await Deno.mkdir(join(data, "sessions", s.id), { recursive: true });
    await Deno.writeTextFile(
      path,
      JSON.stringify(
        {
          version: 1,
          updated_at: "2026-07-01T10:05:00.000Z",
          agent: s.child ? "subagent" : "lead",
          sessionId: s.id,
          messages: s.messages,
        },
        null,
        2,
      ),
    );
  }
  return writer;
}

Deno.test("Cline 4.x: sessions from sessions.db (open, in WAL mode) and their messages; a subagent's is skipped; a resumed legacy task is read once", async () => {
  await using tmp = await tempDir();
  const data = join(tmp.path, ".cline", "data");
  const legacy = clineTask("1760000000008", PROJECT).build();
  await writeTask(editorStore(tmp.path, "Code"), legacy);
  const messages = [
    {
      id: "m1",
      role: "user",
      ts: 1_782_900_000_000,
      content: [{
        type: "text",
        text: '<user_input mode="plan">Plan the cache layer</user_input>',
      }],
    },
    {
      id: "m2",
      role: "assistant",
      ts: 1_782_900_001_000,
      content: [{ type: "text", text: "Here is a plan." }, {
        type: "tool_use",
        id: "t1",
        name: "read_files",
        input: { paths: ["a.ts"] },
      }],
    },
    {
      id: "m3",
      role: "user",
      ts: 1_782_900_002_000,
      content: [{
        type: "tool_result",
        tool_use_id: "t1",
        name: "read_files",
        content: "file text",
        is_error: false,
      }],
    },
    {
      id: "m4",
      role: "user",
      ts: 1_782_900_003_000,
      content: [{
        type: "text",
        text:
          '<mode_notice>The user switched from plan mode to act mode before sending this message.</mode_notice><user_input mode="act">Go ahead</user_input>',
      }],
    },
  ];
  const resumed = [
    {
      id: "r1",
      role: "user",
      ts: 1_760_000_001_000,
      content: [{ type: "text", text: "<task>\nFix the flaky upload retry\n</task>" }],
    },
    {
      id: "r2",
      role: "assistant",
      ts: 1_760_000_002_000,
      content: [{ type: "text", text: "Resumed and fixed." }],
    },
    {
      id: "r3",
      role: "user",
      ts: 1_782_900_005_000,
      content: [{ type: "text", text: '<user_input mode="act">thanks, ship it</user_input>' }],
    },
  ];
  using writer = await writeSdkStore(data, [
    { id: "1782900000000_abcde", cwd: PROJECT, messages, title: "Cache layer" },
    { id: "1782900000000_root1__explorer", cwd: PROJECT, messages, child: true },
    { id: "1782900009999_zzzzz", cwd: "/work/blog", messages },
    { id: legacy.id, cwd: PROJECT, messages: resumed },
  ]);
  writer.exec(
    "INSERT INTO sessions (session_id, source, pid, started_at, status, interactive, provider, model, cwd, workspace_root, enable_tools, enable_spawn, enable_teams, hook_path, updated_at) VALUES ('x', 's', 1, 'now', 's', 1, 'p', 'm', '/elsewhere', '/elsewhere', 1, 0, 0, '', 'now')",
  );
  assert.ok(
    (await Deno.stat(join(data, "db", "sessions.db-wal"))).size > 0,
    "a WAL beside the database",
  );

  const { found, reads } = await readAll(source(), tmp.path);
  assert.deepEqual(found.warnings, []);
  assert.deepEqual(found.refs.map((r) => r.id), ["1782900000000_abcde", legacy.id]);
  const sdk = reads[0]!.session!;
  assert.deepEqual(said(sdk), ["Plan the cache layer", "Go ahead"]);
  assert.equal(sdk.title, "Cache layer");
  assert.equal(sdk.turns[0]!.id, "m1");
  assert.equal(sdk.started, new Date(1_782_900_000_000).toISOString());
  const results = sdk.turns.flatMap((t) => t.parts.filter((p) => p.kind === "tool_result"));
  assert.deepEqual(results, [{ kind: "tool_result", text: "file text", isError: false }]);
  // The legacy task resumed in 4.x: its session copy (the whole history) is the one read.
  assert.deepEqual(said(reads[1]!.session), ["Fix the flaky upload retry", "thanks, ship it"]);
  assert.equal(
    reads[1]!.ref.location,
    join(data, "sessions", legacy.id, `${legacy.id}.messages.json`),
  );
  // Nothing written next to the database by reading it.
  const names = [...Deno.readDirSync(join(data, "db"))].map((e) => e.name).sort();
  assert.deepEqual(names, ["sessions.db", "sessions.db-shm", "sessions.db-wal"]);
});

Deno.test("Cline: a task Cline's new_task opened starts with the model's hand-off, not a human prompt", async () => {
  await using tmp = await tempDir();
  const store = editorStore(tmp.path, "Code");
  const context = "Current work: the export job. Next: the retry test and the docs.";
  const parent = new TaskBuilder({ id: "1760000000010", cwd: PROJECT }).task(
    "Speed up the export job",
  )
    .say("Done; the context is long, a new task would help.").handoff(context).build();
  const child = new TaskBuilder({ id: "1760000000011", cwd: PROJECT }).task(context).say(
    "Picking up.",
  )
    .complete("Test added.", "Good, now update CHANGELOG").build();
  await writeTask(store, parent);
  await writeTask(store, child);
  const { reads } = await readAll(source(), tmp.path);
  const read = (id: string) => reads.find((r) => r.ref.id === id)!.session;
  assert.deepEqual(said(read(parent.id)), ["Speed up the export job"]);
  assert.deepEqual(said(read(child.id)), ["Good, now update CHANGELOG"]);
});

Deno.test("Cline: a corrupt sessions.db, memento or index is a warning naming it; the task folders are still read", async () => {
  await using tmp = await tempDir();
  const data = join(tmp.path, ".cline", "data");
  await Deno.mkdir(join(data, "db"), { recursive: true });
  await Deno.writeTextFile(join(data, "db", "sessions.db"), "not a database, ".repeat(512));
  const store = editorStore(tmp.path, "Code");
  const task = clineTask("1760000000012", PROJECT).build();
  await writeTask(store, task);
  await Deno.mkdir(join(store, "state"));
  await Deno.writeTextFile(
    join(store, "state", "taskHistory.json"),
    '[{"id": "1760000000012", "cwdOnTask',
  );
  await Deno.writeTextFile(join(dirname(store), "state.vscdb"), "garbage ".repeat(600));
  const { found, reads } = await readAll(source(), tmp.path);
  assert.deepEqual(found.refs.map((r) => r.id), [task.id]);
  assert.deepEqual(said(reads[0]!.session), task.prompts);
  const text = found.warnings.join("\n");
  assert.match(text, /sessions\.db": not an SQLite database \(or corrupt\)/);
  assert.match(text, /taskHistory\.json": invalid JSON/);
  assert.match(text, /state\.vscdb": not an SQLite database \(or corrupt\)/);
});
