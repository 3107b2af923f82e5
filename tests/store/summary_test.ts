import assert from "node:assert/strict";
import { join } from "node:path";
import {
  insightId,
  parseSummary,
  renderSummary,
  type SummaryDoc,
  summaryFileName,
} from "../../src/store/summary.ts";
import { readStore, writeSummary } from "../../src/store/files.ts";
import { tempDir } from "../_helpers.ts";

const doc: SummaryDoc = {
  source: "claude-code",
  sessionId: "0f8e-11",
  project: "github.com-org-repo",
  cwd: "/w/repo",
  started: "2026-11-01T10:00:00.000Z",
  updated: "2026-11-01T11:00:00.000Z",
  distilled: "2026-11-02T09:00:00.000Z",
  model: "claude-haiku-4-5-20251001",
  contentHash: "sha256:abc",
  title: "Fix the ledger lock",
  insights: [
    {
      id: "ins_000000000001",
      type: "bug",
      title: 'SQLite "database is locked" under two writers',
      summary:
        "Root cause: no busy_timeout.\n# not a heading\nFix: PRAGMA busy_timeout = 10000 -- and WAL.",
      tags: ["sqlite", "locking"],
      file: "src/store/ledger.ts",
    },
    {
      id: "ins_000000000002",
      type: "decision",
      title: "Keep the ledger apart",
      summary: "So deleting the index costs nothing.",
      tags: [],
    },
  ],
};

Deno.test("renderSummary() and parseSummary() round-trip a summary, including awkward text", () => {
  const text = renderSummary(doc);
  assert.match(text, /^---\nctx_summary: 2\n/);
  assert.match(text, /^## SQLite "database is locked" under two writers$/m);
  assert.deepEqual(parseSummary(text), { doc, warnings: [] });
});

Deno.test("parseSummary() rejects files that are not ctx summaries", () => {
  assert.throws(() => parseSummary("# Notes\n"), /no front matter/);
  assert.throws(() => parseSummary("---\ntitle: x\n---\n"), /not a ctx summary/);
});

Deno.test("parseSummary() keeps a hand-edited summary body and skips a section without metadata", () => {
  const edited =
    renderSummary(doc).replace("So deleting the index costs nothing.", "Edited by hand.") +
    "\n## A note added by hand\nNo metadata here.\n";
  const r = parseSummary(edited);
  assert.equal(r.doc.insights[1]!.summary, "Edited by hand.");
  assert.equal(r.doc.insights.length, 2);
  assert.deepEqual(r.warnings, [
    'Section "A note added by hand" has no ctx metadata comment: skipped',
  ]);
});

Deno.test("summaryFileName() contains the session id, is safe on every OS, and never collides", () => {
  assert.equal(summaryFileName("claude-code", "0f8e-11"), "claude-code_0f8e-11.md");
  const a = summaryFileName("cursor", "a/b:c?d");
  assert.match(a, /^cursor_a_b_c_d-[0-9a-f]{8}\.md$/);
  assert.notEqual(summaryFileName("cursor", "a_b_c_d"), a);
  const long = "x".repeat(150);
  assert.notEqual(summaryFileName("kiro", `${long}1`), summaryFileName("kiro", `${long}2`));
  assert.ok(summaryFileName("kiro", `${long}1`).length < 130);
});

Deno.test("insightId() is stable and depends on source, session and title", () => {
  const a = insightId("claude-code", "s1", "Title");
  assert.match(a, /^ins_[0-9a-f]{12}$/);
  assert.equal(insightId("claude-code", "s1", " title "), a);
  assert.notEqual(insightId("claude-code", "s2", "Title"), a);
});

Deno.test("writeSummary() writes atomically, never an empty file, and readStore() reads it back", async () => {
  await using dir = await tempDir();
  const path = await writeSummary(dir.path, doc);
  assert.equal(path, join(dir.path, "claude-code_0f8e-11.md"));
  await assert.rejects(() => writeSummary(dir.path, { ...doc, sessionId: "empty", insights: [] }));
  await Deno.writeTextFile(join(dir.path, "README.md"), "# not ours\n");
  await Deno.writeTextFile(join(dir.path, "broken.md"), "---\nnope");
  const r = await readStore(dir.path);
  assert.deepEqual(r.summaries.map((s) => s.doc), [doc]);
  assert.equal(r.warnings.length, 1);
  assert.match(r.warnings[0]!, /broken\.md" is not readable/);
  const leftovers = [...Deno.readDirSync(dir.path)].map((e) => e.name).filter((n) =>
    n.endsWith(".tmp")
  );
  assert.deepEqual(leftovers, []);
});

Deno.test("writeSummary() replaces its own file but never a file the user edited: it only appends new insights", async () => {
  await using dir = await tempDir();
  const path = await writeSummary(dir.path, doc);
  // Untouched: a re-distill replaces it.
  const replaced = { ...doc, insights: [doc.insights[0]!] };
  await writeSummary(dir.path, replaced);
  assert.equal((await readStore(dir.path)).summaries[0]!.doc.insights.length, 1);
  // Edited by the user: every byte kept; only an insight with a new id is appended.
  const edited = (await Deno.readTextFile(path)).replace("Root cause", "MY NOTE. Root cause") +
    "\nA line I added.\n";
  await Deno.writeTextFile(path, edited);
  const fresh = {
    id: "ins_00000000000f",
    type: "fix" as const,
    title: "New fix",
    summary: "Found later.",
    tags: [],
  };
  await writeSummary(dir.path, {
    ...doc,
    insights: [{ ...doc.insights[0]!, summary: "Model rewrote it" }, fresh],
  });
  const after = await Deno.readTextFile(path);
  assert.ok(after.startsWith(edited.trimEnd()), "the user's text is kept as it was");
  assert.ok(!after.includes("Model rewrote it"));
  assert.match(after, /## New fix\n/);
  // Nothing new: the edited file is left alone entirely.
  await writeSummary(dir.path, { ...doc, insights: [fresh] });
  assert.equal(await Deno.readTextFile(path), after);
});
