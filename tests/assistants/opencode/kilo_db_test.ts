/**
 * The OpenCode-schema database reader as Kilo Code ≥ 7 uses it: its `kilo.db` (OpenCode's tables
 * plus Kilo's own), opened with one call under Kilo Code's id and label, each session's slug
 * exposed (a legacy task imported into kilo.db keeps its old task id there).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createOpenCodeDbSource } from "../../../src/assistants/opencode/database.ts";
import { tempDir } from "../../_helpers.ts";
import { userTexts } from "../../sources/_shape.ts";
import { OC_MARKERS, openCodeScenario, writeOpenCodeDb } from "../../fixtures/opencode.ts";

Deno.test("createOpenCodeDbSource() reads a kilo.db under the caller's id, with each session's slug", async () => {
  await using dir = await tempDir("ctx-kilo-");
  const home = join(dir.path, "home");
  const data = join(home, ".local", "share", "kilo");
  await Deno.mkdir(data, { recursive: true });
  const project = join(dir.path, "work", "shop");
  const [main, child, sub] = openCodeScenario(project, join(dir.path, "elsewhere"));
  const legacyTask = "1764000000000";
  writeOpenCodeDb(join(data, "kilo.db"), [
    { ...main!, version: "7.7.9", slug: "quiet-heron" },
    child!,
    // A task of the pre-7 extension, imported: the old id as its slug, version "v2".
    { ...sub!, id: "ses_legacy01", slug: legacyTask, version: "v2", directory: project },
  ]);
  const db = new DatabaseSync(join(data, "kilo.db"));
  db.exec("CREATE TABLE kilo_board (id TEXT PRIMARY KEY, data TEXT)");
  db.close();

  const source = createOpenCodeDbSource({
    id: "kilo-code",
    label: "Kilo Code",
    databases: (o) => [join(o.home, ".local", "share", "kilo", "kilo.db")],
  });
  assert.equal(source.id, "kilo-code");
  assert.deepEqual(source.locations!({ home, projectPath: project }), [join(data, "kilo.db")]);
  const options = { home, projectPath: project };
  const found = await source.discover(options);
  assert.deepEqual(found.refs.map((r) => [r.source, r.id, r.data?.["slug"]]), [
    ["kilo-code", "ses_main01", "quiet-heron"],
    ["kilo-code", "ses_legacy01", legacyTask],
  ]);
  assert.equal(found.warnings.length, 1, "the subagent session, skipped");
  const read = await source.read(found.refs[0]!, options);
  assert.equal(read.session!.source, "kilo-code");
  assert.deepEqual(userTexts(read.session!), [OC_MARKERS.prompt1, OC_MARKERS.prompt2]);

  // No database yet: nothing, and nothing to say.
  const none = await source.discover({ home: join(dir.path, "nobody"), projectPath: project });
  assert.deepEqual(none, { refs: [], warnings: [] });
});
