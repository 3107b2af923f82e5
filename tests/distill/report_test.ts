import assert from "node:assert/strict";
import {
  addFailure,
  addOutcome,
  addRead,
  countPending,
  type DistillReport,
  newReport,
  otherProjectWarnings,
} from "../../src/distill/_report.ts";
import type { SessionRef } from "../../src/types.ts";

const project = { id: "github.com-org-app", root: "/w/app", name: "app" };

function ref(id: string): SessionRef {
  return { source: "codex", id, location: `/h/${id}.jsonl`, fingerprint: "1:1" };
}

Deno.test("addOutcome() counts each kind of outcome where the report shows it", () => {
  const report = newReport(project, { local: true, dir: "/w/app/.ctx" });
  addRead(report, {
    session: null,
    skipped: [{ line: 3, reason: "not JSON" }, { line: 9, reason: "not JSON" }],
    warnings: ['Cannot read "/h/a.jsonl": truncated'],
    unknownRecords: 4,
  });
  addOutcome(report, ref("a"), { kind: "distilled", path: "/w/app/.ctx/codex_a.md", insights: 3 });
  addOutcome(report, ref("b"), { kind: "distilled", path: "/w/app/.ctx/codex_b.md", insights: 1 });
  addOutcome(report, ref("c"), { kind: "unchanged" });
  addOutcome(report, ref("d"), { kind: "ignored" });
  addOutcome(report, ref("e"), {
    kind: "ignored",
    warning: 'Skipped codex session "e": elsewhere',
  });
  addOutcome(report, ref("f"), { kind: "short" });
  addOutcome(report, ref("f2"), { kind: "unreadable", why: 'Cannot read "/h/f2.json": truncated' });
  addOutcome(report, ref("g"), { kind: "empty" });
  addOutcome(report, ref("h"), { kind: "busy" });
  addOutcome(report, ref("i"), { kind: "failed", error: "Vendor A answered 500" });
  addFailure(report, ref("j"), new Error("Cannot read session"));
  const dry = {
    source: "codex" as const,
    sessionId: "k",
    location: "/h/k",
    action: "send" as const,
    reason: "new or grown",
    chars: 5,
    prompt: "p",
  };
  addOutcome(report, ref("k"), { kind: "dry-run", item: dry });
  const expected: DistillReport = {
    project,
    storeDir: "/w/app/.ctx",
    local: true,
    sources: [],
    found: 0,
    distilled: 2,
    reused: 0,
    unchanged: 1,
    skipped: 5,
    skippedEmpty: 1,
    skippedShort: 1,
    skippedUnreadable: 1,
    skippedOther: 2,
    otherProjects: [],
    busy: 1,
    failed: 2,
    failures: [
      { source: "codex", sessionId: "i", error: "Vendor A answered 500" },
      { source: "codex", sessionId: "j", error: "Cannot read session" },
    ],
    insightsWritten: 4,
    files: ["/w/app/.ctx/codex_a.md", "/w/app/.ctx/codex_b.md"],
    warnings: ['Cannot read "/h/a.jsonl": truncated', 'Skipped codex session "e": elsewhere'],
    skippedLines: 2,
    unknownRecords: 4,
    dryRun: [dry],
    interrupted: false,
    stopped: 0,
    pending: 0,
  };
  assert.deepEqual(report, expected);
  addOutcome(report, ref("l"), { kind: "interrupted" });
  assert.deepEqual([report.interrupted, report.stopped, report.failed], [true, 1, 2]);
});

Deno.test("addOutcome() in a dry run lists every session with what a real run would do and why", () => {
  const report = newReport(project, { local: true, dir: "/w/app/.ctx" });
  addOutcome(report, ref("a"), { kind: "unchanged", why: "already distilled" }, true);
  addOutcome(
    report,
    ref("b"),
    { kind: "ignored", own: true, reason: "a ctx distillation call" },
    true,
  );
  addOutcome(
    report,
    ref("c"),
    { kind: "ignored", own: false, reason: "recorded in /w/other", warning: "w" },
    true,
  );
  addOutcome(report, ref("d"), { kind: "short", why: "2 character(s) typed" }, true);
  const where = (id: string) => ({
    source: "codex" as const,
    sessionId: id,
    location: `/h/${id}.jsonl`,
  });
  assert.deepEqual(report.dryRun, [
    { ...where("a"), action: "unchanged", reason: "already distilled" },
    { ...where("b"), action: "own session", reason: "a ctx distillation call" },
    { ...where("c"), action: "other project", reason: "recorded in /w/other" },
    { ...where("d"), action: "too short", reason: "2 character(s) typed" },
  ]);
  // Still counted as a real run counts them.
  assert.deepEqual([report.unchanged, report.skippedOther, report.skippedShort], [1, 2, 1]);
  // Outside a dry run, nothing is listed.
  const real = newReport(project, { local: true, dir: "/w/app/.ctx" });
  addOutcome(real, ref("a"), { kind: "unchanged" });
  assert.deepEqual(real.dryRun, []);
});

Deno.test("countPending() counts the sessions found that no outcome accounts for, apart from the stopped ones", () => {
  const report = newReport({ id: "app", root: "/w/app", name: "app" }, {
    local: true,
    dir: "/w/app/.ctx",
  });
  report.found = 6;
  addOutcome(report, ref("a"), { kind: "distilled", path: "/w/app/.ctx/codex_a.md", insights: 1 });
  addOutcome(report, ref("b"), { kind: "unchanged" });
  addOutcome(report, ref("c"), { kind: "interrupted" });
  countPending(report);
  // c was stopped while its model call was under way: said apart from d, e, f, never started.
  assert.deepEqual([report.stopped, report.pending], [1, 3]);
});

Deno.test("otherProjectWarnings() says it of one session and them of several", () => {
  const report = newReport(project, { local: true, dir: "/w/app/.ctx" });
  addOutcome(report, ref("a"), { kind: "ignored", project: "/w/app/lib" });
  addOutcome(report, ref("b"), { kind: "ignored", project: "/w/app/web" });
  addOutcome(report, ref("c"), { kind: "ignored", project: "/w/app/web" });
  assert.deepEqual(otherProjectWarnings(report), [
    'Skipped 1 session of the project "/w/app/lib", a repository of its own inside "/w/app": ' +
    'to distill it there, run: ctx init codex --project "/w/app/lib"',
    'Skipped 2 sessions of the project "/w/app/web", a repository of its own inside "/w/app": ' +
    'to distill them there, run: ctx init codex --project "/w/app/web"',
  ]);
});
