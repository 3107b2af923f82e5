import assert from "node:assert/strict";
import { anchorPathProblem } from "../../src/store/anchors.ts";
import { parseSummary, renderSummary, type SummaryDoc } from "../../src/store/summary.ts";

const COMMIT = "a".repeat(40);
const SNIPPET = `sha256:${"b".repeat(64)}`;

function doc(files: unknown[]): SummaryDoc {
  return {
    source: "claude-code",
    sessionId: "s1",
    project: "p",
    commit: COMMIT,
    started: "2026-01-02T09:00:00.000Z",
    updated: "2026-01-02T10:00:00.000Z",
    distilled: "2026-01-03T09:00:00.000Z",
    model: "m",
    contentHash: "sha256:abc",
    insights: [{
      id: "ins_000000000001",
      type: "gotcha",
      title: "T",
      summary: "S",
      tags: [],
      anchors: {
        turns: [{ id: "u-1", at: "2026-01-02T09:30:00.000Z" }, { id: "has space" }],
        files: files as never,
        commit: "c".repeat(40),
      },
    }],
  };
}

Deno.test("anchorPathProblem() refuses every path that could leave the project or hide", () => {
  for (
    const [path, why] of [
      ["../../etc/passwd", /leaves the project/],
      ["src/../../x", /leaves the project/],
      ["/etc/passwd", /absolute/],
      ["C:/Windows/x", /absolute/],
      ["c:x", /absolute/],
      ["\\\\server\\share", /backslash/],
      ["src\\..\\x", /backslash/],
      [".git/config", /inside .git/],
      [".GIT/hooks/x", /inside .git/],
      ["src//x", /empty/],
      ["./x", /`.`/],
      ["x\u0000y", /control/],
      ["a\nb", /control/],
      ["", /empty/],
      ["x".repeat(2000), /too long/],
    ] as const
  ) assert.match(anchorPathProblem(path) ?? "accepted", why, JSON.stringify(path).slice(0, 40));
  for (const path of ["src/x.ts", ".github/workflows/ci.yml", "a b/c:d.ts", "..x/y", "x.."]) {
    assert.equal(anchorPathProblem(path), undefined, path);
  }
});

Deno.test("a summary keeps valid anchors through a write and a read, and drops hostile ones both ways with a warning", () => {
  const good = { path: "src/x.ts", lines: [3, 9], snippet: SNIPPET, via: "edited" };
  const text = renderSummary(doc([good, { path: "../../etc/passwd", via: "named" }]));
  assert.ok(!text.includes("etc/passwd"), "never written");
  assert.match(text, /files: `src\/x\.ts:3-9` \(edited\)/);
  assert.ok(!text.includes("cwd:"));
  const read = parseSummary(text);
  assert.deepEqual(read.warnings, []);
  assert.equal(read.doc.commit, COMMIT);
  assert.deepEqual(read.doc.insights[0]!.anchors, {
    turns: [{ id: "u-1", at: "2026-01-02T09:30:00.000Z" }],
    files: [good],
    commit: "c".repeat(40),
  });
  // A hand-edited (or pulled) file with hostile anchors: each dropped and named, the rest kept.
  const hostile = text.replace(
    /"files":\[.*?\}\]/,
    `"files":[{"path":"/etc/passwd","via":"read"},{"path":"src/../../../x","via":"edited"},` +
      `{"path":"ok.ts","via":"bogus","lines":[5,2],"snippet":"md5:x"}]`,
  );
  assert.notEqual(hostile, text);
  const parsed = parseSummary(hostile);
  assert.deepEqual(parsed.doc.insights[0]!.anchors?.files, [{ path: "ok.ts", via: "named" }]);
  assert.equal(parsed.warnings.length, 2);
  assert.match(parsed.warnings[0]!, /anchor "\/etc\/passwd" dropped: absolute path/);
  assert.match(parsed.warnings[1]!, /dropped: path leaves the project/);
});
