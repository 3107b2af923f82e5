import assert from "node:assert/strict";
import { join } from "node:path";
import type { Backend } from "../../src/backends/mod.ts";
import { planProject, runPlan } from "../../src/distill/mod.ts";
import { readStore } from "../../src/store/files.ts";
import { openProject } from "../../src/store/mod.ts";
import type { Settlement } from "../../src/store/run.ts";
import { summaryFileName } from "../../src/store/summary.ts";
import type { Session, SessionRef, Source } from "../../src/types.ts";
import { FAKE_INSIGHTS_TEXT, fakeDeps } from "../_fakes.ts";
import { tempDir, waitFor } from "../_helpers.ts";
import { gate } from "../mcp/_background.ts";

/**
 * A source of `ids` sessions held in memory (`fingerprint` says each one's now), counting how
 * often one is read.
 */
function memorySource(
  project: string,
  ids: string[],
  fingerprint = (id: string) => `fp-${id}`,
): Source & { reads: string[] } {
  const reads: string[] = [];
  return {
    id: "codex",
    label: "Memory",
    reads,
    discover: () =>
      Promise.resolve({
        refs: ids.map((id): SessionRef => ({
          source: "codex",
          id,
          location: `memory:${id}`,
          fingerprint: fingerprint(id),
        })),
        warnings: [],
      }),
    read: (ref) => {
      reads.push(ref.id);
      const session: Session = {
        id: ref.id,
        source: "codex",
        cwd: project,
        started: null,
        updated: null,
        turns: [
          {
            role: "user",
            parts: [{ kind: "text", text: `Why does the build of ${ref.id} fail with ERR_X?` }],
          },
          {
            role: "assistant",
            parts: [{
              kind: "text",
              text: "The build cache held a stale copy of the module after the upgrade; " +
                "clearing the cache and pinning the version fixed it for good.",
            }],
          },
        ],
      };
      return Promise.resolve({ session, skipped: [], warnings: [] });
    },
  };
}

/** A backend whose answers wait for `release` (when given), counting calls. */
function heldBackend(release?: Promise<void>): Backend & { calls: number } {
  const backend = {
    kind: "vendor-a" as const,
    model: "test-model",
    label: "Test backend",
    calls: 0,
    async complete() {
      backend.calls++;
      await release;
      return { text: FAKE_INSIGHTS_TEXT, model: "test-model" };
    },
  };
  return backend;
}

async function setup() {
  const dir = await tempDir();
  const project = join(dir.path, "app");
  await Deno.mkdir(join(project, ".ctx"), { recursive: true });
  const deps = fakeDeps({
    env: { HOME: join(dir.path, "home"), CTX_HOME: join(dir.path, "ctx"), CTX_CONCURRENCY: "1" },
    cwd: project,
  });
  return { dir, project, deps };
}

Deno.test("planProject() counts pending sessions from their fingerprints, reading none", async () => {
  const { dir, project, deps } = await setup();
  await using _ = dir;
  const source = memorySource(project, ["a", "b", "c"]);
  const options = {
    project: await openProject(deps, project, { from: "--project" }),
    sources: [],
    extraSources: [source],
  };
  const first = await planProject(deps, options);
  assert.deepEqual(
    [first.found, first.pending.map((w) => w.ref.id), first.unchanged],
    [3, ["a", "b", "c"], 0],
  );
  assert.deepEqual(source.reads, [], "planning reads no session");
  const report = await runPlan(deps, first, { backend: heldBackend() });
  assert.equal(report.distilled, 3);
  source.reads.length = 0;
  const second = await planProject(deps, options);
  assert.deepEqual([second.found, second.pending.length, second.unchanged], [3, 0, 3]);
  assert.deepEqual(source.reads, []);
  const one = await planProject(deps, { ...options, only: (ref) => ref.id === "b" });
  assert.deepEqual([one.found, one.unchanged], [1, 1]);
});

Deno.test("runPlan() with drain starts no new session, lets the call under way finish, and leaves the rest pending", async () => {
  const { dir, project, deps } = await setup();
  await using _ = dir;
  const source = memorySource(project, ["a", "b", "c"]);
  const options = {
    project: await openProject(deps, project, { from: "--project" }),
    sources: [],
    extraSources: [source],
  };
  const release = gate();
  const backend = heldBackend(release.opened);
  const drain = new AbortController();
  const running = runPlan(deps, await planProject(deps, options), {
    backend,
    drain: drain.signal,
    signal: new AbortController().signal,
  });
  await waitFor(() => backend.calls > 0, "a model call");
  drain.abort();
  release.open();
  const report = await running;
  assert.deepEqual([report.distilled, report.interrupted, backend.calls], [1, true, 1]);
  assert.equal((await readStore(join(project, ".ctx"))).summaries.length, 1);
  const next = await planProject(deps, options);
  assert.equal(next.pending.length, 2);
});

Deno.test("planProject() says each settled session as it was settled, and sees a grown one and one whose summary was deleted", async () => {
  const { dir, project, deps } = await setup();
  await using _ = dir;
  const ids = ["ok1", "ok2", "empty", "short", "other", "inner", "failed", "grown"];
  const fingerprints = new Map(ids.map((id) => [id, `fp-${id}`]));
  const source = memorySource(project, ids, (id) => fingerprints.get(id)!);
  const opened = await openProject(deps, project, { from: "--project" });
  const inner = join(project, "lib");
  const settlements: Record<string, Settlement> = {
    ok1: { status: "ok", insights: 1 },
    ok2: { status: "ok", insights: 1 },
    empty: { status: "empty" },
    short: { status: "short" },
    other: { status: "ignored", reason: "recorded in /tmp/x" },
    inner: { status: "ignored", belongsTo: inner },
    failed: { status: "failed", error: "HTTP 500" },
    grown: { status: "ok", insights: 1 },
  };
  const store = await opened.openRun();
  try {
    for (const id of ids) {
      const session = {
        source: "codex",
        sessionId: id,
        location: `memory:${id}`,
        fingerprint: `fp-${id}`,
        contentHash: `sha256:${id}`,
      };
      store.settle(session, settlements[id]!);
      if (settlements[id]!.status === "ok") {
        await Deno.writeTextFile(join(store.dir, summaryFileName("codex", id)), "# s\n");
      }
    }
  } finally {
    store.close();
  }
  // One transcript grew, one summary was deleted.
  fingerprints.set("grown", "fp-grown-2");
  await Deno.remove(join(opened.storeDir, summaryFileName("codex", "ok2")));
  const options = { project: opened, sources: [], extraSources: [source] };
  for (const dryRun of [true, false]) {
    const plan = await planProject(deps, { ...options, dryRun });
    assert.deepEqual(plan.pending.map((w) => w.ref.id), ["ok2", "failed", "grown"]);
    const since = "the file has not changed since";
    assert.deepEqual(Object.fromEntries(plan.settled.map((s) => [s.ref.id, s.outcome])), {
      ok1: { kind: "unchanged", why: `already distilled; ${since}` },
      empty: { kind: "unchanged", why: `already distilled, with nothing to keep; ${since}` },
      short: { kind: "unchanged", why: `too short when last read; ${since}` },
      other: { kind: "unchanged", why: `not this project's (recorded in /tmp/x); ${since}` },
      inner: {
        kind: "ignored",
        own: false,
        reason: `belongs to the project ${inner}`,
        project: inner,
      },
    });
    assert.deepEqual([plan.found, plan.unchanged], [8, 5]);
  }
});
