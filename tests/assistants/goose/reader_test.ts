/**
 * Goose, from its source only (no real database seen): synthetic `sessions.db` files of schema 5
 * and of an older schema, in WAL mode with the writer still open.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createGooseSource, gooseDataDir } from "../../../src/assistants/goose/reader.ts";
import { tempDir } from "../../_helpers.ts";
import { turnLines, userTexts } from "../../sources/_shape.ts";
import { gooseSample, writeGooseDb } from "../../fixtures/goose_db.ts";
import { readAllSessions } from "../_read_all.ts";

type Conf = { goosePathRoot?: string; xdgDataHome?: string; dir?: string };

function readAll(home: string, projectPath: string, conf: Conf = {}) {
  const source = createGooseSource({
    os: "linux",
    appData: undefined,
    xdgDataHome: conf.xdgDataHome,
    goosePathRoot: conf.goosePathRoot,
  });
  return readAllSessions(source, { projectPath, home, ...(conf.dir ? { dir: conf.dir } : {}) });
}

Deno.test("Goose: a session of schema 5 read while Goose holds it (WAL): typed prompts [user]; tool responses, an agent-only summary and notifications never; a failed tool kept; times in seconds", async () => {
  await using dir = await tempDir("ctx-goose-");
  const project = "/home/a/src/billing";
  const sample = gooseSample("20260203_1", project);
  const sub = gooseSample("20260203_2", project).session;
  const db = writeGooseDb(join(dir.path, ".local", "share", "goose", "sessions", "sessions.db"), [
    sample.session,
    { ...sub, id: "20260203_2", type: "sub_agent" },
    { ...sub, id: "20260203_3", type: "hidden" },
    { ...sub, id: "20260203_4", type: "scheduled" },
    { ...sub, id: "20260203_5", workingDir: "/home/a/src/billing2" },
    { ...sub, id: "20260203_6", workingDir: `${project}/api` },
    { id: "20260203_7", workingDir: project, messages: [] },
  ]);
  try {
    const found = await readAll(dir.path, project);
    assert.deepEqual([found.warnings, found.readWarnings], [[], []]);
    assert.deepEqual(found.refs.map((r) => r.id), ["20260203_1", "20260203_6"]);
    const session = found.sessions[0]!;
    assert.equal(session.title, "Invoice export drops rows");
    assert.equal(session.cwd, project);
    assert.equal(session.started, "2026-02-03T09:00:00.000Z");
    assert.equal(session.updated, "2026-02-03T09:00:40.000Z", "created_timestamp, in seconds");
    assert.deepEqual(userTexts(session), sample.prompts);
    assert.deepEqual(turnLines(session), [
      "user: text",
      "assistant: thinking, text, tool_call(developer__shell), tool_result!, text, tool_result!, injected(goose-agent-only), injected(goose-notification)",
      "user: text",
      "assistant: text",
    ]);
    for (const text of sample.generated) {
      assert.ok(!userTexts(session).some((t) => t.includes(text)));
    }
    assert.equal(
      found.sessions[1]!.cwd,
      `${project}/api`,
      "a session in a folder inside the project",
    );
  } finally {
    db.close();
  }
});

Deno.test("Goose: an older schema (no session_type, name or metadata) is read; a session that grew has a new fingerprint", async () => {
  await using dir = await tempDir("ctx-goose-");
  const project = "/home/a/src/billing";
  const sample = gooseSample("20250901_1", project);
  const path = join(dir.path, "goose-data", "sessions", "sessions.db");
  // Messages only the agent or only the user saw came with metadata (schema 3): none here.
  const older = { ...sample.session, messages: sample.session.messages.filter((m) => !m.metadata) };
  writeGooseDb(path, [older], { schema: 2 }).close();
  const found = await readAll(dir.path, project, { dir: join(dir.path, "goose-data") });
  assert.deepEqual(found.warnings, []);
  assert.deepEqual(found.sessions.map(userTexts), [sample.prompts]);
  assert.equal(found.sessions[0]!.title, "Invoice export drops rows", "the description");
  const { DatabaseSync } = await import("node:sqlite");
  const writer = new DatabaseSync(path);
  writer.prepare(
    "INSERT INTO messages (session_id, role, content_json, created_timestamp) VALUES (?, ?, ?, ?)",
  )
    .run(
      "20250901_1",
      "user",
      JSON.stringify([{ type: "text", text: "One more question?" }]),
      1770109300,
    );
  writer.close();
  const again = await readAll(dir.path, project, { dir: path });
  assert.notEqual(again.refs[0]!.fingerprint, found.refs[0]!.fingerprint);
});

Deno.test("Goose: where its data is (GOOSE_PATH_ROOT, XDG_DATA_HOME, Windows), and a database that is not Goose's or is corrupt is one warning", async () => {
  assert.equal(
    gooseDataDir("/home/a", {
      os: "linux",
      appData: undefined,
      xdgDataHome: undefined,
      goosePathRoot: undefined,
    }),
    "/home/a/.local/share/goose",
  );
  assert.equal(
    gooseDataDir("/home/a", {
      os: "darwin",
      appData: undefined,
      xdgDataHome: "/x",
      goosePathRoot: undefined,
    }),
    "/x/goose",
  );
  assert.equal(
    gooseDataDir("/home/a", {
      os: "linux",
      appData: undefined,
      xdgDataHome: undefined,
      goosePathRoot: "/g",
    }),
    "/g/data",
  );
  assert.equal(
    gooseDataDir("C:\\Users\\a", {
      os: "windows",
      appData: "C:\\Users\\a\\AppData\\Roaming",
      xdgDataHome: undefined,
      goosePathRoot: undefined,
    }),
    "C:\\Users\\a\\AppData\\Roaming\\Block\\goose\\data",
  );
  await using dir = await tempDir("ctx-goose-");
  const root = join(dir.path, "root");
  const sample = gooseSample("20260203_1", "/p");
  writeGooseDb(join(root, "data", "sessions", "sessions.db"), [sample.session]).close();
  assert.equal((await readAll(dir.path, "/p", { goosePathRoot: root })).sessions.length, 1);
  // Nothing at the default place: quiet.
  assert.deepEqual(await readAll(dir.path, "/p"), {
    refs: [],
    warnings: [],
    sessions: [],
    readWarnings: [],
  });

  const corrupt = join(dir.path, "corrupt.db");
  await Deno.writeTextFile(corrupt, "this is not a database at all, just text ".repeat(50));
  assert.match(
    (await readAll(dir.path, "/p", { dir: corrupt })).warnings.join("\n"),
    /corrupt\.db": not an SQLite database/,
  );
  const other = join(dir.path, "other.db");
  const { DatabaseSync } = await import("node:sqlite");
  const db = new DatabaseSync(other);
  db.exec("CREATE TABLE notes (id INTEGER)");
  db.close();
  assert.match(
    (await readAll(dir.path, "/p", { dir: other })).warnings.join("\n"),
    /no sessions and messages tables/,
  );
});
