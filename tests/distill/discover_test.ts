import assert from "node:assert/strict";
import { discoverSessions } from "../../src/distill/_discover.ts";
import type { DiscoverOptions, SessionRef, Source } from "../../src/types.ts";

function ref(id: string): SessionRef {
  return { source: "codex", id, location: `/h/${id}.jsonl`, fingerprint: "1:1" };
}

/** A source over fixed refs (or one whose listing fails), recording what it was asked. */
function listing(id: Source["id"], refs: SessionRef[] | Error, asked: DiscoverOptions[]): Source {
  return {
    id,
    label: `${id} source`,
    discover(options) {
      asked.push(options);
      return refs instanceof Error
        ? Promise.reject(refs)
        : Promise.resolve({ refs, warnings: [`${id}: 1 old file skipped`] });
    },
    read: () => Promise.resolve({ session: null, skipped: [], warnings: [] }),
  };
}

Deno.test("discoverSessions() lists every source in order, gives each its own dir, and survives a failing one", async () => {
  const asked: DiscoverOptions[] = [];
  const codex = listing("codex", [ref("a"), ref("b")], asked);
  const broken = listing("gemini", new Error("permission denied"), asked);
  const kiro = listing("kiro", [{ ...ref("c"), source: "kiro" }], asked);
  const { work, warnings } = await discoverSessions(
    [codex, broken, kiro],
    { projectPath: "/w/app", home: "/home/u" },
    { kiro: "/saves" },
  );
  assert.deepEqual(work.map((w) => [w.source.id, w.ref.id]), [
    ["codex", "a"],
    ["codex", "b"],
    ["kiro", "c"],
  ]);
  assert.deepEqual(warnings, [
    "codex: 1 old file skipped",
    "Cannot list gemini source sessions: permission denied",
    "kiro: 1 old file skipped",
  ]);
  assert.deepEqual(asked.map((o) => o.dir), [undefined, undefined, "/saves"]);
});
