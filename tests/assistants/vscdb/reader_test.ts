import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { SourceError } from "../../../src/errors.ts";
import { openKvDb } from "../../../src/sources/sqlite.ts";
import {
  createVscdbSource,
  defaultWorkspaceStorage,
  productFolder,
  readVscdbRef,
  scanWorkspaces,
} from "../../../src/assistants/vscdb/reader.ts";
import { tempDir, writeFile } from "../../_helpers.ts";
import {
  composerIndex,
  fileUri,
  modernComposer,
  writeVscdb,
  writeWorkspace,
} from "../../fixtures/vscdb.ts";
import { userTexts } from "../../sources/_shape.ts";

const copilotItems = (id: string, text: string) => ({
  "interactive.sessions": [{
    sessionId: id,
    requests: [{ message: { text }, response: [{ value: "ok" }] }],
  }],
});

Deno.test("productFolder() accepts the common spellings of each editor", () => {
  assert.deepEqual(
    [
      "code",
      "VSCode",
      "insiders",
      "code-insiders",
      "vscodium",
      "cursor",
      "WINDSURF",
      "kiro",
      "MyFork",
    ].map(productFolder),
    [
      "Code",
      "Code",
      "Code - Insiders",
      "Code - Insiders",
      "VSCodium",
      "Cursor",
      "Windsurf",
      "Kiro",
      "MyFork",
    ],
  );
});

Deno.test("defaultWorkspaceStorage() follows each OS's convention and XDG_CONFIG_HOME", () => {
  assert.equal(
    defaultWorkspaceStorage("cursor", "/Users/a", { os: "darwin" }),
    "/Users/a/Library/Application Support/Cursor/User/workspaceStorage",
  );
  assert.equal(
    defaultWorkspaceStorage("code", "/home/a", { os: "linux" }),
    "/home/a/.config/Code/User/workspaceStorage",
  );
  assert.equal(
    defaultWorkspaceStorage("insiders", "/home/a", { os: "linux", xdgConfigHome: "/xdg" }),
    "/xdg/Code - Insiders/User/workspaceStorage",
  );
  assert.equal(
    defaultWorkspaceStorage("Kiro", "C:\\Users\\a", {
      os: "windows",
      appData: "C:\\Users\\a\\AppData\\Roaming",
    }),
    "C:\\Users\\a\\AppData\\Roaming\\Kiro\\User\\workspaceStorage",
  );
});

Deno.test("scanWorkspaces() reports every workspace with its folder and sessions", async () => {
  await using tmp = await tempDir();
  const storage = join(tmp.path, "User", "workspaceStorage");
  writeWorkspace(storage, "a", { folder: fileUri("/work/alpha") }, {
    ...composerIndex([{ composerId: "c1", lastUpdatedAt: 5 }]),
    ...copilotItems("s1", "copilot question"),
  });
  writeWorkspace(
    storage,
    "b",
    { workspace: fileUri("/work/multi.code-workspace") },
    copilotItems("s2", "x"),
  );
  writeWorkspace(storage, "c", { folder: "vscode-remote://ssh-remote+box/home/a" });
  writeVscdb(join(tmp.path, "User", "globalStorage", "state.vscdb"), {
    cursorDiskKV: modernComposer("c1", "T", [{ bubbleId: "b", type: 1, text: "cursor question" }], {
      createdAt: 1,
      lastUpdatedAt: 5,
    }),
  });
  const scans = await scanWorkspaces({ workspaceStorage: storage });
  assert.deepEqual(
    scans.map((
      s,
    ) => [s.workspaceId, s.folder, s.sessions.map((r) => `${r.source}:${r.id}`), s.warnings]),
    [
      ["a", "/work/alpha", ["cursor:c1", "copilot:s1"], []],
      ["b", null, [], []],
      ["c", null, [], []],
    ],
  );
  const texts = [];
  for (const ref of scans[0]?.sessions ?? []) {
    const { session } = await readVscdbRef(ref, { projectPath: "/work/alpha" });
    texts.push(...userTexts(session!));
  }
  assert.deepEqual(texts, ["cursor question", "copilot question"]);
});

Deno.test("scanWorkspaces() warns per file for corrupt, empty and truncated data and reads the rest", async () => {
  await using tmp = await tempDir();
  const storage = join(tmp.path, "workspaceStorage");
  const corrupt = writeWorkspace(storage, "1-corrupt", { folder: fileUri("/p/one") });
  await Deno.writeTextFile(join(corrupt, "state.vscdb"), "this is not an sqlite file ".repeat(100));
  const empty = writeWorkspace(storage, "2-empty", { folder: fileUri("/p/two") });
  await Deno.writeFile(join(empty, "state.vscdb"), new Uint8Array());
  const truncated = writeWorkspace(storage, "3-truncated", { folder: fileUri("/p/three") });
  writeVscdb(join(truncated, "state.vscdb"), {
    ItemTable: {
      "interactive.sessions": '[{"sessionId":"s","requ',
      "composer.composerData": '{"allComp',
    },
  });
  writeWorkspace(storage, "4-badjson", '{"folder": ');
  writeWorkspace(
    storage,
    "5-good",
    { folder: fileUri("/p/five") },
    copilotItems("good", "still read"),
  );

  const scans = await scanWorkspaces({ workspaceStorage: storage });
  const db = (id: string) => join(storage, id, "state.vscdb");
  assert.deepEqual(scans.map((s) => [s.workspaceId, s.sessions.map((r) => r.id), s.warnings]), [
    ["1-corrupt", [], [`Cannot read "${db("1-corrupt")}": not an SQLite database (or corrupt)`]],
    ["2-empty", [], [`Cannot read "${db("2-empty")}": the file is empty (0 bytes)`]],
    ["3-truncated", [], [
      `Cannot read "${db("3-truncated")}" composer.composerData: truncated JSON`,
      `Cannot read "${db("3-truncated")}" interactive.sessions: truncated JSON`,
    ]],
    ["4-badjson", [], [
      `Cannot read "${
        join(storage, "4-badjson", "workspace.json")
      }": invalid JSON (Unexpected end of JSON input)`,
    ]],
    ["5-good", ["good"], []],
  ]);
});

Deno.test("scanWorkspaces() reads a WAL database while a writer keeps it open", async () => {
  await using tmp = await tempDir();
  const storage = join(tmp.path, "workspaceStorage");
  writeWorkspace(storage, "w", { folder: fileUri("/p/wal") });
  const path = join(storage, "w", "state.vscdb");
  writeVscdb(path, {}, { wal: true });
  using writer = new DatabaseSync(path);
  writer.prepare("INSERT INTO ItemTable (key, value) VALUES (?, ?)")
    .run(
      "interactive.sessions",
      JSON.stringify(copilotItems("wal", "in the wal")["interactive.sessions"]),
    );
  assert.ok((await Deno.stat(path + "-wal")).size > 0, "the row must still sit in the -wal file");

  const [scan] = await scanWorkspaces({ workspaceStorage: storage });
  assert.deepEqual(scan?.warnings, []);
  const { session } = await readVscdbRef(scan!.sessions[0]!, { projectPath: "/p/wal" });
  assert.deepEqual(userTexts(session!), ["in the wal"]);
});

Deno.test("openKvDb() reads a copy when another connection holds BEGIN EXCLUSIVE", async () => {
  await using tmp = await tempDir();
  const path = join(tmp.path, "state.vscdb");
  writeVscdb(path, { ItemTable: { "interactive.sessions": "[]" } });
  using writer = new DatabaseSync(path);
  writer.exec("BEGIN EXCLUSIVE");
  writer.exec("INSERT INTO ItemTable (key, value) VALUES ('uncommitted', 'x')");

  const opened = await openKvDb(path);
  assert.deepEqual(opened.warnings, []);
  assert.ok(opened.db);
  {
    using db = opened.db;
    assert.equal(db.copied, true);
    assert.equal(db.get("ItemTable", "interactive.sessions"), "[]");
    assert.equal(db.get("ItemTable", "uncommitted"), null);
  }
  writer.exec("ROLLBACK");
});

Deno.test("scanWorkspaces() still lists a workspace whose database is locked", async () => {
  await using tmp = await tempDir();
  const storage = join(tmp.path, "workspaceStorage");
  writeWorkspace(
    storage,
    "w",
    { folder: fileUri("/p/locked") },
    copilotItems("locked", "behind a lock"),
  );
  using writer = new DatabaseSync(join(storage, "w", "state.vscdb"));
  writer.exec("BEGIN EXCLUSIVE");
  const [scan] = await scanWorkspaces({ workspaceStorage: storage });
  assert.deepEqual([scan?.sessions.map((r) => r.id), scan?.warnings], [["locked"], []]);
  const { session } = await readVscdbRef(scan!.sessions[0]!, { projectPath: "/p/locked" });
  assert.deepEqual(userTexts(session!), ["behind a lock"]);
  writer.exec("ROLLBACK");
});

Deno.test("KvDb refuses to read credential keys", async () => {
  await using tmp = await tempDir();
  const path = join(tmp.path, "state.vscdb");
  writeVscdb(path, { ItemTable: { "cursorAuth/accessToken": "tok" } });
  const { db } = await openKvDb(path);
  using kv = db!;
  assert.throws(
    () => kv.get("ItemTable", "cursorAuth/accessToken"),
    /Refusing to read credential key/,
  );
  assert.throws(() => kv.prefix("ItemTable", "cursor"), /Refusing/);
});

Deno.test("scanWorkspaces() throws a SourceError with a hint when the folder is missing", async () => {
  await using tmp = await tempDir();
  await assert.rejects(
    () => scanWorkspaces({ workspaceStorage: join(tmp.path, "nope") }),
    (error: unknown) =>
      error instanceof SourceError && /--workspace-storage/.test(error.hint ?? ""),
  );
});

Deno.test("vscdb discover() keeps only workspaces whose folder is the project", async () => {
  await using tmp = await tempDir();
  const storage = join(tmp.path, "workspaceStorage");
  writeWorkspace(storage, "mine", { folder: fileUri("/p/app") }, copilotItems("m", "mine"));
  writeWorkspace(
    storage,
    "sub",
    { folder: fileUri("/p/app/sub") },
    copilotItems("s", "sub folder"),
  );
  writeWorkspace(storage, "sibling", { folder: fileUri("/p/app2") }, copilotItems("o", "other"));
  await writeFile(
    join(storage, "mine", "chatSessions", "f.json"),
    JSON.stringify({ version: 3, sessionId: "f", requests: [] }),
  );
  const { refs } = await createVscdbSource("Code").discover({
    projectPath: "/p/app/",
    home: tmp.path,
    dir: storage,
  });
  assert.deepEqual(refs.map((r) => r.id), ["f", "m"]);
});

Deno.test("scanWorkspaces() says how many composers wait in a missing global database, counted in words", async () => {
  await using tmp = await tempDir();
  const storage = join(tmp.path, "User", "workspaceStorage");
  writeWorkspace(storage, "one", { folder: fileUri("/work/alpha") }, {
    ...composerIndex([{ composerId: "c1", lastUpdatedAt: 5 }]),
  });
  writeWorkspace(storage, "two", { folder: fileUri("/work/beta") }, {
    ...composerIndex([{ composerId: "c2", lastUpdatedAt: 5 }, {
      composerId: "c3",
      lastUpdatedAt: 6,
    }]),
  });
  const global = join(tmp.path, "User", "globalStorage", "state.vscdb");
  const scans = await scanWorkspaces({ workspaceStorage: storage });
  assert.deepEqual(scans.map((s) => [s.workspaceId, s.warnings]), [
    ["one", [
      `Cannot read "${global}": file not found (1 composer of this workspace is stored there)`,
    ]],
    ["two", [
      `Cannot read "${global}": file not found (2 composers of this workspace are stored there)`,
    ]],
  ]);
});
