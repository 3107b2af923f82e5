/**
 * Kilo Code: the legacy extension's task folders (a Roo Code fork, its index only in the
 * editor's memento in `state.vscdb`), and the reader's second storage plugged in ahead of them
 * (Kilo Code ≥ 7's `kilo.db`, read by the OpenCode reader) replacing a migrated task.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { TaskStore } from "../../../src/assistants/cline/storage.ts";
import { createTaskFolderSource } from "../../../src/assistants/cline/tasks.ts";
import { openSources } from "../../../src/assistants/mod.ts";
import { loadConfig } from "../../../src/config/mod.ts";
import { mergeSources } from "../../../src/sources/merge.ts";
import type { Source } from "../../../src/types.ts";
import { tempDir } from "../../_helpers.ts";
import { TaskBuilder, writeTask } from "../../fixtures/cline_tasks.ts";
import { writeVscdb } from "../../fixtures/vscdb.ts";
import { OC_MARKERS, openCodeScenario, writeOpenCodeDb } from "../../fixtures/opencode.ts";
import { userTexts } from "../../sources/_shape.ts";

const EXTENSION = "kilocode.kilo-code";
const PROJECT = "/work/kilo-app";

/** A legacy task whose history names no folder: only the memento places it. */
async function legacyHome(home: string) {
  const globalStorage = join(home, ".config", "Code", "User", "globalStorage");
  const task = new TaskBuilder({
    id: "4f6d1c1e-5f2a-4c1d-9a0b-1c2d3e4f5a6b",
    cwd: "",
    dialect: "roo",
  })
    .task("Split the settings page").say("Split into three tabs.").build();
  const folder = await writeTask(join(globalStorage, EXTENSION), task);
  for (const name of ["api_conversation_history.json", "ui_messages.json"]) {
    const text = await Deno.readTextFile(join(folder, name));
    await Deno.writeTextFile(
      join(folder, name),
      text.replaceAll("Workspace Directory () Files", "Time"),
    );
  }
  // The memento's key is the extension id in its publisher's case.
  writeVscdb(join(globalStorage, "state.vscdb"), {
    ItemTable: {
      "kilocode.Kilo-Code": { taskHistory: [{ ...task.item, workspace: PROJECT }] },
      'secret://{"extensionId":"kilocode.kilo-code","key":"kilocodeToken"}': "tok-never-read",
    },
  }, { wal: true });
  return task;
}

Deno.test("Kilo Code: legacy tasks are placed by the editor's memento (read-only, secrets never read)", async () => {
  await using tmp = await tempDir();
  const task = await legacyHome(tmp.path);
  const config = loadConfig({ HOME: tmp.path }, { os: "linux" });
  const [source] = await openSources(config, ["kilo-code"]);
  const options = { projectPath: PROJECT, home: tmp.path };
  const found = await source!.discover(options);
  assert.deepEqual([found.refs.map((r) => r.id), found.warnings], [[task.id], []]);
  const read = await source!.read(found.refs[0]!, options);
  assert.equal(read.session!.source, "kilo-code");
  assert.equal(read.session!.cwd, PROJECT);
  assert.ok(!JSON.stringify(read).includes("tok-never-read"));
});

Deno.test("Kilo Code: a newer storage plugged in first replaces the legacy folder of a task it migrated", async () => {
  await using tmp = await tempDir();
  const task = await legacyHome(tmp.path);
  const store: TaskStore = { id: "kilo-code", label: "Kilo Code", extension: EXTENSION };
  const migrated = {
    source: "kilo-code",
    id: "ses_migrated",
    location: "kilo.db",
    fingerprint: "1",
    data: { replaces: task.id },
  };
  const database: Source = {
    id: "kilo-code",
    label: "Kilo Code",
    discover: () => Promise.resolve({ refs: [migrated], warnings: [] }),
    read: (ref) =>
      Promise.resolve({
        session: {
          id: ref.id,
          source: "kilo-code",
          cwd: PROJECT,
          started: null,
          updated: null,
          turns: [],
        },
        skipped: [],
        warnings: [],
      }),
  };
  const source = mergeSources(store, [database, createTaskFolderSource(store, { os: "linux" })]);
  const options = { projectPath: PROJECT, home: tmp.path };
  const found = await source.discover(options);
  assert.deepEqual(found.refs.map((r) => r.id), ["ses_migrated"]);
  assert.equal((await source.read(found.refs[0]!, options)).session!.id, "ses_migrated");
});

Deno.test("Kilo Code ≥ 7: ctx reads kilo.db (XDG data folder) ahead of the legacy folders, and a task it migrated is read once, from the database", async () => {
  await using tmp = await tempDir();
  const task = await legacyHome(tmp.path);
  const data = join(tmp.path, "xdg-data", "kilo");
  await Deno.mkdir(data, { recursive: true });
  const [main, , sub] = openCodeScenario(PROJECT, "/work/elsewhere");
  const migrated = {
    ...sub!,
    id: "ses_migrated",
    slug: task.id,
    version: "v2",
    directory: PROJECT,
  };
  writeOpenCodeDb(join(data, "kilo.db"), [{ ...main!, slug: "quiet-heron" }, migrated]);
  const config = loadConfig(
    { HOME: tmp.path, XDG_DATA_HOME: join(tmp.path, "xdg-data") },
    { os: "linux" },
  );
  const [source] = await openSources(config, ["kilo-code"]);
  const options = { projectPath: PROJECT, home: tmp.path };
  const found = await source!.discover(options);
  assert.deepEqual(found.refs.map((r) => r.id), ["ses_main01", "ses_migrated"]);
  const read = await source!.read(found.refs[0]!, options);
  assert.equal(read.session!.source, "kilo-code");
  assert.deepEqual(userTexts(read.session!), [OC_MARKERS.prompt1, OC_MARKERS.prompt2]);

  // --kilo-code-dir: the database file itself, or the folder holding it.
  for (const dir of [join(data, "kilo.db"), data]) {
    const byFlag = await source!.discover({ ...options, dir });
    assert.deepEqual(byFlag.refs.map((r) => r.id), ["ses_main01", "ses_migrated"], dir);
  }

  // Not migrated (no slug names it): the legacy task is read too, from its folder.
  for (const suffix of ["", "-wal", "-shm"]) {
    await Deno.remove(join(data, `kilo.db${suffix}`)).catch(() => {});
  }
  writeOpenCodeDb(join(data, "kilo.db"), [{ ...main!, slug: "quiet-heron" }]);
  const both = await source!.discover(options);
  assert.deepEqual(both.refs.map((r) => r.id).sort(), ["ses_main01", task.id].sort());
});
