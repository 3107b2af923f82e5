/**
 * `ctx mcp` keeps its index fresh by following the stores' file events instead of statting every
 * summary on each call: a summary edited or deleted by hand is what the very next call answers.
 */
import assert from "node:assert/strict";
import { tempDir } from "../_helpers.ts";
import { addSession, userStore } from "./_fixtures.ts";
import { startServer } from "./_client.ts";

Deno.test({
  name: "ctx mcp: the next call reflects a summary file edited, then deleted, by hand",
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async () => {
    await using dir = await tempDir();
    const home = `${dir.path}/home`;
    const ctxHome = `${dir.path}/ctx-home`;
    await Deno.mkdir(home, { recursive: true });
    const file = await addSession(userStore(ctxHome, "acme-app"), "s1", [{
      title: "Jest fails with ERR_REQUIRE_ESM after upgrading chalk",
      summary: "chalk 5 is ESM-only; pinned chalk@4.",
      type: "bug",
    }]);
    await using server = await startServer({ home, ctxHome });
    const titles = async (query: string) => {
      const result = await server.client.callTool({ name: "search_context", arguments: { query } });
      assert.equal(result.isError, undefined);
      const hits = (result.structuredContent as { hits: Array<{ title: string }> }).hits;
      return hits.map((h) => h.title);
    };
    assert.deepEqual(await titles("ERR_REQUIRE_ESM"), [
      "Jest fails with ERR_REQUIRE_ESM after upgrading chalk",
    ]);
    assert.deepEqual(await titles("ERR_REQUIRE_ESM"), [
      "Jest fails with ERR_REQUIRE_ESM after upgrading chalk",
    ]);

    // Edited in place (the same file rewritten), then asked at once.
    const text = await Deno.readTextFile(file);
    await Deno.writeTextFile(file, text.replaceAll("chalk", "kleur"));
    assert.deepEqual(await titles("chalk"), []);
    assert.deepEqual(await titles("kleur"), [
      "Jest fails with ERR_REQUIRE_ESM after upgrading kleur",
    ]);

    // Deleted: the next call no longer serves it.
    await Deno.remove(file);
    assert.deepEqual(await titles("ERR_REQUIRE_ESM"), []);
  },
});
