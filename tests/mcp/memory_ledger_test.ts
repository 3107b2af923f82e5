/**
 * `ctx mcp` keeps one read-only connection to this machine's memory ledger for its whole life
 * (a connection opened and closed per call costs memory the process never gets back). What the
 * ledger learns while the server runs is still in the next answer: a summary this machine
 * writes (a distillation, `ctx init` in a terminal) is then "distilled here", whether the
 * memory tables existed when the server first looked or not.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { writtenHashOf } from "../../src/store/files.ts";
import { openMemoryLedger } from "../../src/store/mod.ts";
import { folderId } from "../../src/store/project.ts";
import { tempDir } from "../_helpers.ts";
import { resultText, startServer } from "./_client.ts";
import { addSession } from "./_fixtures.ts";

Deno.test({
  name: "summaries this machine writes while the server runs are served as distilled here",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await using dir = await tempDir();
    const home = join(dir.path, "home");
    const ctxHome = join(dir.path, "ctx-home");
    const project = join(dir.path, "shop");
    await Deno.mkdir(home, { recursive: true });
    const id = folderId(project);
    const at = { project: id, cwd: project, date: "2026-03-01T09:00:00.000Z" };
    const store = join(project, ".ctx");
    const paths = [
      await addSession(store, "a1", [{
        title: "Vitest module mocks leak between test files",
        summary: "vi.mock is hoisted per file but the module cache is shared.",
        type: "gotcha",
      }], at),
      await addSession(store, "a2", [{
        title: "Uploads retry with exponential backoff",
        summary: "The storage API rate-limits bursts; retry 429s with jitter.",
        type: "fix",
      }], at),
    ];
    await using server = await startServer({ home, ctxHome, roots: [project] });
    const fetched = await server.client.callTool({ name: "fetch_project_context", arguments: {} });
    const ids = (fetched.structuredContent as { brief: string[] }).brief;
    assert.equal(ids.length, 2, resultText(fetched));
    const provenance = async () => {
      const result = await server.client.callTool({
        name: "get_project_context",
        arguments: { ids },
      });
      const insights = (result.structuredContent as { insights: Array<Record<string, unknown>> })
        .insights;
      return Object.fromEntries(
        insights.map((i) => [String(i.title), (i.provenance as { from: string }).from]),
      );
    };
    const gotcha = "Vitest module mocks leak between test files";
    const fix = "Uploads retry with exponential backoff";
    assert.deepEqual(await provenance(), { [gotcha]: "repository", [fix]: "repository" });
    const record = async (path: string) => {
      using ledger = openMemoryLedger({ ctxHome });
      ledger.recordOwnSummary((await writtenHashOf(path))!, new Date());
    };
    await record(paths[0]!);
    assert.deepEqual(await provenance(), { [gotcha]: "distilled-here", [fix]: "repository" });
    await record(paths[1]!);
    assert.deepEqual(await provenance(), { [gotcha]: "distilled-here", [fix]: "distilled-here" });
    assert.deepEqual(server.clientErrors, []);
  },
});
