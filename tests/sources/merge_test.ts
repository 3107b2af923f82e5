import assert from "node:assert/strict";
import { mergeSources } from "../../src/sources/merge.ts";
import type { SessionRef, Source } from "../../src/types.ts";

/** A storage listing `ids` (with their `data`), reading a session named after itself. */
function storage(
  name: string,
  refs: Array<Partial<SessionRef> & { id: string }>,
  warnings: string[] = [],
): Source {
  return {
    id: "x",
    label: name,
    locations: () => [`/${name}`],
    discover: () =>
      Promise.resolve({
        refs: refs.map((r) => ({ source: "x", location: name, fingerprint: "f", ...r })),
        warnings,
      }),
    read: (ref) =>
      Promise.resolve({
        session: { id: ref.id, source: name, cwd: "/p", started: null, updated: null, turns: [] },
        skipped: [],
        warnings: [],
      }),
  };
}

const OPTIONS = { projectPath: "/p", home: "/h" };

Deno.test("mergeSources(): a session in two storages is read from the newest; each ref from its own storage", async () => {
  const merged = mergeSources({ id: "asst", label: "Asst" }, [
    storage("new", [{ id: "a" }, { id: "s1", data: { replaces: "legacy-1" } }]),
    storage("old", [{ id: "a" }, { id: "legacy-1" }, { id: "b" }]),
  ]);
  const found = await merged.discover(OPTIONS);
  assert.deepEqual(found.refs.map((r) => [r.id, r.source]), [["a", "asst"], ["s1", "asst"], [
    "b",
    "asst",
  ]]);
  const sessions = await Promise.all(found.refs.map((r) => merged.read(r, OPTIONS)));
  assert.deepEqual(sessions.map((s) => s.session!.source), ["new", "new", "old"]);
  assert.deepEqual(merged.locations!(OPTIONS), ["/new", "/old"]);
});

Deno.test("mergeSources(): a storage that fails is a warning; with --dir, the others' empty-handed warnings are dropped", async () => {
  const broken: Source = {
    ...storage("broken", []),
    discover: () => Promise.reject(new Error("disk on fire")),
  };
  const merged = mergeSources({ id: "asst", label: "Asst" }, [
    broken,
    storage("ok", [{ id: "a" }]),
  ]);
  const found = await merged.discover(OPTIONS);
  assert.deepEqual(found.refs.map((r) => r.id), ["a"]);
  assert.deepEqual(found.warnings, ["Cannot list Asst sessions: disk on fire"]);

  const withDir = mergeSources({ id: "asst", label: "Asst" }, [
    storage("db", [], ['Cannot read "/d": no database here']),
    storage("folders", [{ id: "a" }]),
  ]);
  assert.deepEqual((await withDir.discover({ ...OPTIONS, dir: "/d" })).warnings, []);
  assert.deepEqual((await withDir.discover(OPTIONS)).warnings, [
    'Cannot read "/d": no database here',
  ]);
});
